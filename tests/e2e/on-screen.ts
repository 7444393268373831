// What a person sees, not what the DOM holds: shared assertions for interaction and layout tests.
import { expect, type Locator, type Page } from '@playwright/test';
import { hydrated } from './axe';

export interface OnScreenReport {
  /** The element's rectangle, in viewport pixels. */
  rect: { x: number; y: number; width: number; height: number };
  viewport: { width: number; height: number };
  /** True when the whole rectangle lies inside the viewport. */
  inside: boolean;
  /** True when the element at the rectangle's centre is the element itself or one of its descendants. */
  onTop: boolean;
  /** A short description of what `document.elementFromPoint` returned at the centre. */
  hit: string;
}

/** Measures where a control is on screen and what a tap at its centre would reach. */
export async function onScreenReport(locator: Locator): Promise<OnScreenReport> {
  return locator.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const viewport = { width: document.documentElement.clientWidth, height: window.innerHeight };
    const inside = box.width > 0 && box.height > 0 && box.left >= -0.5 && box.top >= -0.5 && box.right <= viewport.width + 0.5 && box.bottom <= viewport.height + 0.5;
    const hitElement = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    const describe = (node: Element | null) => (node ? `<${node.tagName.toLowerCase()}${node.id ? `#${node.id}` : ''}${node.getAttribute('class') ? ` class="${node.getAttribute('class')!.slice(0, 60)}"` : ''}> "${(node.textContent ?? '').trim().slice(0, 40)}"` : 'nothing');
    return {
      rect: { x: Math.round(box.left), y: Math.round(box.top), width: Math.round(box.width), height: Math.round(box.height) },
      viewport,
      inside,
      onTop: !!hitElement && (hitElement === element || element.contains(hitElement)),
      hit: describe(hitElement),
    };
  });
}

/**
 * Fails unless the control is wholly inside the viewport and is what a tap at its centre reaches.
 * Being in the DOM, or CSS-visible, is not enough: a clipped or covered control fails here.
 */
export async function expectOnScreen(locator: Locator, label?: string): Promise<void> {
  await expect(locator.first()).toBeVisible();
  await expect
    .poll(async () => {
      const report = await onScreenReport(locator.first());
      return report.inside && report.onTop ? 'on screen' : JSON.stringify(report);
    }, { message: `${label ?? String(locator)} should be inside the viewport and on top at its centre`, timeout: 3_000 })
    .toBe('on screen');
}

/** Waits until the page is what a visitor sees: hydrated, fonts loaded, and every image in the viewport loaded and decoded. */
export async function settled(page: Page): Promise<void> {
  await hydrated(page);
  await page.evaluate(async () => {
    await document.fonts.ready;
    const inView = [...document.images].filter((image) => {
      const box = image.getBoundingClientRect();
      return box.bottom > 0 && box.top < window.innerHeight && box.width > 0;
    });
    const loaded = (image: HTMLImageElement) => (image.complete ? Promise.resolve() : new Promise((done) => image.addEventListener('load', done, { once: true })));
    await Promise.all(inView.map((image) => loaded(image).then(() => image.decode()).catch(() => undefined)));
  });
}

/** How much wider than the viewport the document is, in pixels (0 when the page cannot scroll sideways). */
export async function sidewaysOverflow(page: Page): Promise<{ overflow: number; scroll: number; client: number }> {
  return page.evaluate(() => {
    const { scrollWidth: scroll, clientWidth: client } = document.documentElement;
    return { overflow: Math.max(0, scroll - client), scroll, client };
  });
}

/** Fails when the page scrolls sideways: the document is wider than the viewport. */
export async function expectNoSidewaysScroll(page: Page, label = page.url()): Promise<void> {
  const widths = await sidewaysOverflow(page);
  expect(widths.scroll, `${label}: page is ${widths.scroll} px wide in a ${widths.client} px viewport`).toBeLessThanOrEqual(widths.client);
}

/**
 * Text and controls that cross the viewport's left or right edge, outside a box that scrolls sideways on purpose.
 * Text is measured line by line (every text node's line boxes), so words cut inside any element are found, and a
 * control is measured whole. Wholly off-screen content (a closed drawer, the honeypot) and visually hidden content
 * (a clipped 1 px label) are not counted: only what a visitor sees cut. Decorative images (alt="") are not counted.
 */
export async function edgeStraddlers(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const nameOf = (element: Element) => ((element.textContent ?? '').trim().replace(/\s+/g, ' ') || element.getAttribute('aria-label') || element.getAttribute('alt') || element.getAttribute('name') || '').slice(0, 50);
    const found = new Map<Element, string>();
    const describe = (element: Element, box: { left: number; right: number }, what: string) =>
      `<${element.tagName.toLowerCase()}> "${nameOf(element)}"${what} spans ${Math.round(box.left)}..${Math.round(box.right)} in ${width} px`;
    const straddles = (box: { left: number; right: number; width: number; height: number }) =>
      box.width > 0 && box.height > 0 && ((box.left < -1 && box.right > 1) || (box.left < width - 1 && box.right > width + 1));
    // A box that scrolls sideways on purpose (a wide table), or one clipped to nothing (a visually hidden label).
    const excused = new Map<Element, boolean>();
    const isExcused = (element: Element): boolean => {
      for (let node: Element | null = element; node && node !== document.body; node = node.parentElement) {
        const known = excused.get(node);
        if (known !== undefined) return known;
        const style = getComputedStyle(node);
        const scrolls = (style.overflowX === 'auto' || style.overflowX === 'scroll') && node.scrollWidth > node.clientWidth;
        const box = node.getBoundingClientRect();
        const clippedAway = (style.overflow !== 'visible' && (box.width <= 1 || box.height <= 1)) || /rect\(0(px)?,? 0(px)?,? 0(px)?,? 0(px)?\)/.test(style.clip) || style.clipPath === 'inset(50%)';
        if (scrolls || clippedAway || style.visibility === 'hidden') {
          excused.set(node, true);
          return true;
        }
      }
      return false;
    };
    const controls = document.body.querySelectorAll('a, button, input, select, textarea, label, summary, img:not([alt=""])');
    for (const element of controls) {
      const box = element.getBoundingClientRect();
      if (straddles(box) && !isExcused(element)) found.set(element, describe(element, box, ''));
    }
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT, {
      acceptNode: (node) => (node.textContent?.trim() && !node.parentElement?.closest('script, style, template, svg') ? NodeFilter.FILTER_ACCEPT : NodeFilter.FILTER_REJECT),
    });
    const range = document.createRange();
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement!;
      if (found.has(parent)) continue;
      range.selectNodeContents(node);
      const line = [...range.getClientRects()].find(straddles);
      if (line && !isExcused(parent)) found.set(parent, describe(parent, line, ` text "${node.textContent!.trim().slice(0, 30)}"`));
    }
    return [...found.values()];
  });
}

/**
 * Tap targets smaller than `minimum` × `minimum` CSS pixels (WCAG 2.5.8 Target Size (Minimum): 24), each as one line.
 * Targets: links, buttons, summaries, form fields and labels wrapping a control. Not counted, as WCAG allows: a link
 * inline in a sentence (its height is the line's); a field whose label, also tappable, is large enough; and what a
 * visitor cannot tap: hidden, inert, wholly off screen sideways, or visually hidden.
 */
export async function smallTapTargets(page: Page, minimum = 24): Promise<string[]> {
  return page.evaluate((minimum) => {
    const width = document.documentElement.clientWidth;
    const big = (box: DOMRect) => box.width >= minimum - 0.5 && box.height >= minimum - 0.5;
    const tappable = (element: Element) => {
      const box = element.getBoundingClientRect();
      const style = getComputedStyle(element);
      if (box.width === 0 || box.height === 0 || style.visibility === 'hidden' || element.closest('[inert]')) return false;
      if (box.right <= 0 || box.left >= width) return false;
      return !(box.width <= 1 || box.height <= 1 || /rect\(0(px)?,? 0(px)?,? 0(px)?,? 0(px)?\)/.test(style.clip) || style.clipPath === 'inset(50%)');
    };
    // In a sentence: laid out inline, with other words in the same block around it.
    const inSentence = (element: Element) => {
      if (getComputedStyle(element).display !== 'inline') return false;
      let block = element.parentElement;
      while (block && getComputedStyle(block).display.startsWith('inline')) block = block.parentElement;
      const own = (element.textContent ?? '').replace(/\s+/g, '').length;
      return !!block && (block.textContent ?? '').replace(/\s+/g, '').length > own;
    };
    const found: string[] = [];
    const targets = document.body.querySelectorAll('a[href], button, summary, input:not([type=hidden]), select, textarea, label');
    for (const element of targets) {
      if (element.tagName === 'LABEL' && !element.querySelector('input, select, textarea')) continue;
      const field = element as HTMLInputElement;
      const labelled = field.labels ? [...field.labels].some((label) => tappable(label) && big(label.getBoundingClientRect())) : false;
      if (labelled) continue;
      if (!tappable(element)) continue;
      const box = element.getBoundingClientRect();
      if (big(box) || inSentence(element)) continue;
      const name = (element.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40) || element.getAttribute('aria-label') || element.getAttribute('name') || '';
      found.push(`<${element.tagName.toLowerCase()}> "${name}" is ${Math.round(box.width)}×${Math.round(box.height)} px at ${Math.round(box.left)},${Math.round(box.top + window.scrollY)}`);
    }
    return found;
  }, minimum);
}

/**
 * Every visible occurrence of one of `texts` (a phone number, "24/7") that the browser laid out over more than one
 * line, each as one line. Text is searched across text nodes (a number may sit in a node of its own), a non-breaking
 * space counts as a space, and lines are told apart by their line boxes (the Range's client rectangles that do not
 * overlap vertically). Hidden and visually hidden text (a clipped 1 px label) is not counted.
 */
export async function textsSplitOverLines(page: Page, texts: string[]): Promise<string[]> {
  return page.evaluate((texts) => {
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT, {
      acceptNode: (node) => (node.parentElement?.closest('script, style, template, svg, noscript') ? NodeFilter.FILTER_REJECT : NodeFilter.FILTER_ACCEPT),
    });
    const nodes: { node: Text; start: number }[] = [];
    let all = '';
    for (let node = walker.nextNode() as Text | null; node; node = walker.nextNode() as Text | null) {
      nodes.push({ node, start: all.length });
      all += node.data.replace(/\u00a0/g, ' ');
    }
    const at = (index: number) => {
      let low = 0;
      let high = nodes.length - 1;
      while (low < high) {
        const middle = Math.ceil((low + high) / 2);
        if (nodes[middle]!.start <= index) low = middle;
        else high = middle - 1;
      }
      return { node: nodes[low]!.node, offset: index - nodes[low]!.start };
    };
    const clippedAway = (element: Element | null) => {
      for (let node = element; node && node !== document.body; node = node.parentElement) {
        const style = getComputedStyle(node);
        const box = node.getBoundingClientRect();
        if (style.visibility === 'hidden' || (style.overflow !== 'visible' && (box.width <= 1 || box.height <= 1)) || style.clipPath === 'inset(50%)' || /rect\(0(px)?,? 0(px)?,? 0(px)?,? 0(px)?\)/.test(style.clip)) return true;
      }
      return false;
    };
    const found: string[] = [];
    const range = document.createRange();
    for (const text of texts) {
      for (let index = all.indexOf(text); index !== -1; index = all.indexOf(text, index + 1)) {
        const start = at(index);
        const end = at(index + text.length - 1);
        range.setStart(start.node, start.offset);
        range.setEnd(end.node, end.offset + 1);
        const boxes = [...range.getClientRects()].filter((box) => box.width > 0 && box.height > 0).sort((a, b) => a.top - b.top);
        if (!boxes.length || clippedAway(start.node.parentElement)) continue;
        let lines = 1;
        let lineBottom = boxes[0]!.bottom;
        for (const box of boxes.slice(1)) {
          if (box.top >= lineBottom - 1) lines += 1;
          lineBottom = Math.max(lineBottom, box.bottom);
        }
        if (lines > 1) {
          const around = (start.node.parentElement?.closest('p, li, a, button, h1, h2, h3, dd, td, div')?.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 60);
          found.push(`"${text}" is on ${lines} lines in "${around}"`);
        }
      }
    }
    return found;
  }, texts);
}
