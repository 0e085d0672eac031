// What a browser must download before an app can draw: the entry script that index.html names, every
// <link rel="modulepreload"> beside it, and the stylesheets, measured gzipped (what goes over the wire).
// Shared by `size.mjs` (the report, and the budget check that `pnpm test` runs after the build).
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

export const APPS = ['shell', 'sender', 'traveler', 'admin'];

/** The first-load JS goal (README.md, Benchmarks): at most this much per app, gzipped. */
export const FIRST_LOAD_JS_BUDGET = 100 * 1024;

export const kib = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`;

const gzipped = (content) => gzipSync(content, { level: 9 }).length;

/** URLs of one kind in index.html, in order; attribute order in Vite's output varies, so match per tag. */
function tagUrls(html, tagPattern, attribute) {
  const urls = [];
  for (const tag of html.match(tagPattern) ?? []) {
    const url = new RegExp(`${attribute}="([^"]+)"`).exec(tag)?.[1];
    if (url?.startsWith('/')) urls.push(url);
  }
  return urls;
}

/**
 * First-load figures of one built app, or null when it is not built.
 * @param {string} dist the app's dist folder
 */
export function firstLoad(dist) {
  const indexFile = join(dist, 'index.html');
  if (!existsSync(indexFile)) return null;
  const html = readFileSync(indexFile, 'utf8');
  const scripts = [
    ...tagUrls(html, /<script\b[^>]*type="module"[^>]*>/g, 'src'),
    ...tagUrls(html, /<link\b[^>]*rel="modulepreload"[^>]*>/g, 'href'),
  ];
  const styles = tagUrls(html, /<link\b[^>]*rel="stylesheet"[^>]*>/g, 'href');
  const measure = (urls) =>
    urls.map((url) => {
      const content = readFileSync(join(dist, url));
      return { url, raw: content.length, gzip: gzipped(content) };
    });
  const js = measure(scripts);
  const css = measure(styles);
  const sum = (files, key) => files.reduce((total, file) => total + file[key], 0);
  return {
    js,
    css,
    jsRaw: sum(js, 'raw'),
    jsGzip: sum(js, 'gzip'),
    cssGzip: sum(css, 'gzip'),
    htmlGzip: gzipped(html),
  };
}
