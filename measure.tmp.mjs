import { chromium } from '@playwright/test';
const b = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless','--no-sandbox','--disable-gpu'] });
const p = await b.newPage({ viewport: { width: 1024, height: 800 } });
await p.goto('http://127.0.0.1:4480/');
const r = await p.evaluate(() => {
  const nav = document.querySelector('header nav[aria-label=Main]');
  nav.style.display = 'flex'; nav.style.gap = '0';
  const row = nav.parentElement; row.style.paddingInline = '16px'; row.style.gap = '12px';
  for (const a of nav.querySelectorAll(':scope > a, :scope > * > button')) { a.style.fontSize = '0.875rem'; a.style.paddingInline = '6px'; }
  row.querySelector('a[aria-label^=Call] span').style.display = 'none';
  const menuBtn = row.querySelector('button[aria-label="Open menu"]'); menuBtn.style.display='none';
  for (const el of [...nav.children, ...row.children]) el.style.flexShrink='0';
  const kids = [...row.children].map(k => [k.tagName, k.getBoundingClientRect().width]);
  const right = [...row.lastElementChild.children].map(k => [k.tagName, k.textContent.trim(), k.getBoundingClientRect().width]);
  const sb = nav.querySelector('button'); 
  return { row: row.clientWidth, scroll: row.scrollWidth, kids, right, links: [...nav.children].map(k => [k.textContent.trim().slice(0,15), k.getBoundingClientRect().width]) };
});
console.log(JSON.stringify(r));
await b.close();
