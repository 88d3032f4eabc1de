import type { Locator, Page } from 'playwright-core';

/** Words inside the element that the browser split across two lines (a name broken mid-word). */
export function wordsBrokenAcrossLines(locator: Locator): Promise<string[]> {
  return locator.evaluate((element) => {
    const broken: string[] = [];
    const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node !== null; node = walker.nextNode()) {
      // A hyphen is a fair place to break, so the parts between hyphens count as words.
      for (const match of (node.textContent ?? '').matchAll(/[^\s-]+/g)) {
        const range = document.createRange();
        range.setStart(node, match.index);
        range.setEnd(node, match.index + match[0].length);
        const lines = new Set([...range.getClientRects()].map((rect) => Math.round(rect.bottom)));
        if (lines.size > 1) broken.push(match[0]);
      }
    }
    return broken;
  });
}

/** Placeholders on the page too wide for their own input, so a person sees them cut off. */
export function cutOffPlaceholders(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const canvas = document.createElement('canvas').getContext('2d');
    if (canvas === null) throw new Error('No 2D canvas to measure text with.');
    const cut: string[] = [];
    for (const input of document.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>(
      'input[placeholder], textarea[placeholder]',
    )) {
      if (input.offsetParent === null || input.placeholder === '') continue;
      const style = getComputedStyle(input, '::placeholder');
      canvas.font = `${style.fontStyle} ${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
      const room = input.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
      if (canvas.measureText(input.placeholder).width > room) cut.push(input.placeholder);
    }
    return cut;
  });
}

/** How far the element sticks out of the box that clips it (its scrolling table card); 0 when it is in view. */
export function clippedBy(locator: Locator): Promise<number> {
  return locator.evaluate((element) => {
    let clipper = element.parentElement;
    while (clipper !== null && getComputedStyle(clipper).overflowX === 'visible') {
      clipper = clipper.parentElement;
    }
    if (clipper === null) return 0;
    const box = element.getBoundingClientRect();
    const view = clipper.getBoundingClientRect();
    return Math.max(0, view.left - box.left, box.right - view.right);
  });
}
