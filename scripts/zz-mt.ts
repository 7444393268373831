import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { startSiteServer } from '/work/main/src/server/index';
import { writeNoScriptCopy } from '/work/main/scripts/audit/no-script';
const dir = writeNoScriptCopy('/work/main/dist');
const ns = await startSiteServer({ distDir: dir, port: 0 });
const site = await startSiteServer({ distDir: '/work/main/dist', port: 0 });
const chrome = await chromeLauncher.launch({ chromePath:'/usr/bin/chromium', chromeFlags:['--headless','--no-sandbox','--disable-gpu','--disable-background-networking','--disable-component-update','--disable-sync','--no-first-run'] });
const runs = Number(process.argv[3] ?? 4);
for (const p of (process.argv[2] ?? '/').split(',')) for (let i=0;i<runs;i++) for (const [v,s] of [['site',site],['ns',ns]] as const) {
 const t0=Date.now();
 const r:any = await lighthouse(`http://127.0.0.1:${(s.address() as any).port}${p}`, {port:chrome.port, output:'json', logLevel:'error', onlyCategories:['performance']});
 const a=r.lhr.audits; const mw=Object.fromEntries(a['mainthread-work-breakdown'].details.items.map((i:any)=>[i.group,Math.round(i.duration)]));
 const total=Object.values(mw).reduce((x:any,y:any)=>x+y,0);
 const scr = (a['bootup-time'].details.items as any[]).filter(i=>i.url.includes('/assets/')).reduce((x,i)=>x+i.scripting,0);
 const lt=(a['long-tasks'].details?.items??[]).map((i:any)=>Math.round(i.duration)).slice(0,6);
 console.log(p,v,'perf',Math.round(r.lhr.categories.performance.score*100),'TBT',Math.round(a['total-blocking-time'].numericValue),'bi',Math.round(r.lhr.environment.benchmarkIndex),'mt',total,'scriptEval',mw.scriptEvaluation,'assetsScripting',Math.round(scr),'style',mw.styleLayout,'other',mw.other,'lt',JSON.stringify(lt),'s',((Date.now()-t0)/1000).toFixed(1));
}
chrome.kill(); site.close(); ns.close(); process.exit(0);
