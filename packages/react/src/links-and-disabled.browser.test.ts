import { expect, it } from 'vitest';
import { describeEngines } from '../../../test/harness/engines/index.js';

const GALLERY = 'packages/react/test/gallery.html';

/** What a widget's link and a disabled primary button look like, as computed in the page (colours as rgb()). */
interface Looks {
  link: { color: string; accent: string; contrast: number; outline: string; focus: string };
  disabled: { opacity: string; background: string; accent: string; contrast: number };
}

// The phone walk-through: onboarding's terms link kept the browser's blue (1.9:1 on the dark theme's background)
// and the browser's own focus ring, and a disabled primary button was its accent at 55 % opacity, pale and broken-looking.
describeEngines('links and disabled buttons in a widget', (browser) => {
  it.each(['light', 'dark'])('give a link the theme’s accent and focus ring, and a disabled primary legible neutral words (%s)', async (theme) => {
    const page = await browser.open(`${GALLERY}?theme=${theme}`);
    await page.waitForSelector('.wk-root');
    const looks: Looks = await page.evaluate(() => {
      const root = document.querySelector('.wk-root')!;
      const holder = document.createElement('div');
      holder.innerHTML = '<a href="#terms">Read the End User Terms</a><span style="color: var(--wk-color-accent); outline-color: var(--wk-color-focus)"></span><button type="button" class="wk-button" data-variant="primary" disabled><span class="wk-button-face">Accept the terms</span></button>';
      root.append(holder);
      const rgb = (color: string) => color.match(/[\d.]+/g)!.slice(0, 3).map(Number);
      const luminance = (color: string) => {
        const [r, g, b] = rgb(color).map((channel) => {
          const c = channel / 255;
          return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
        });
        return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
      };
      const contrast = (a: string, b: string) => {
        const [high, low] = [luminance(a), luminance(b)].sort((x, y) => y - x);
        return Math.round(((high! + 0.05) / (low! + 0.05)) * 100) / 100;
      };
      const link = holder.querySelector('a')!;
      const probe = getComputedStyle(holder.querySelector('span')!);
      const face = getComputedStyle(holder.querySelector('.wk-button-face')!);
      const background = getComputedStyle(root).backgroundColor;
      link.focus();
      const ring = getComputedStyle(link);
      const looks = {
        link: { color: ring.color, accent: probe.color, contrast: contrast(ring.color, background), outline: `${ring.outlineStyle} ${ring.outlineWidth}`, focus: ring.outlineColor },
        disabled: { opacity: face.opacity, background: face.backgroundColor, accent: probe.color, contrast: contrast(face.color, face.backgroundColor) },
      };
      const focus = probe.outlineColor;
      holder.remove();
      return { ...looks, link: { ...looks.link, focus: looks.link.focus === focus ? 'the theme’s' : looks.link.focus } };
    });
    expect(looks.link.color).toBe(looks.link.accent);
    expect(looks.link.contrast).toBeGreaterThanOrEqual(4.5);
    expect({ outline: looks.link.outline, focus: looks.link.focus }).toEqual({ outline: 'solid 2px', focus: 'the theme’s' });
    expect(looks.disabled.opacity).toBe('1');
    expect(looks.disabled.background).not.toBe(looks.disabled.accent);
    expect(looks.disabled.contrast).toBeGreaterThanOrEqual(4.5);
    await page.close();
  });
});
