// The compression goal (br, gzip fallback; README.md, Benchmarks): what the built server sends for each app's
// page, its first-load scripts and stylesheets and the favicon, asked as a browser asks (Accept-Encoding:
// gzip, deflate, br), as an old client asks (gzip) and with no Accept-Encoding: the coding, Vary and
// Cache-Control, and the bytes on the wire.
//
//   pnpm --filter @tote/bench compression
import { join } from 'node:path';
import { APPS, firstLoad, kib } from './first-load.mjs';
import { isMain, printFigures } from './report.mjs';
import { root, startServer } from './server.mjs';

async function probe(url, acceptEncoding) {
  // Node's fetch decodes bodies; the bytes on the wire are read from Content-Length or counted before decoding
  // is impossible, so ask with a raw request instead.
  const { request } = await import('node:http');
  return new Promise((resolve, reject) => {
    const headers = acceptEncoding ? { 'accept-encoding': acceptEncoding } : {};
    const req = request(url, { headers }, (response) => {
      let bytes = 0;
      response.on('data', (chunk) => {
        bytes += chunk.length;
      });
      response.on('end', () =>
        resolve({
          status: response.statusCode,
          encoding: response.headers['content-encoding'] ?? 'identity',
          vary: String(response.headers.vary ?? ''),
          cacheControl: String(response.headers['cache-control'] ?? ''),
          etag: response.headers.etag,
          bytes,
        }),
      );
    });
    req.on('error', reject);
    req.end();
  });
}

/** @returns {Promise<import('./report.mjs').Figure[]>} */
export async function measureCompression() {
  const server = await startServer();
  const figures = [];
  try {
    console.log('\ncompression: bytes on the wire for br / gzip / identity (built server, demo mode)');
    console.log(
      '  app        file                                   br        gzip      identity   cache-control',
    );
    for (const app of APPS) {
      const figuresOfApp = firstLoad(join(root, 'apps', app, 'dist'));
      if (!figuresOfApp) throw new Error(`${app} is not built: run pnpm build`);
      const urls = [
        '/',
        ...figuresOfApp.js.map((file) => file.url),
        ...figuresOfApp.css.map((file) => file.url),
        '/favicon.svg',
      ];
      let allCompressed = true;
      for (const url of urls) {
        const address = `${server.urls[app]}${url}`;
        const [br, gzip, identity] = await Promise.all([
          probe(address, 'gzip, deflate, br'),
          probe(address, 'gzip'),
          probe(address, undefined),
        ]);
        const varies = [br, gzip, identity].every((answer) => /accept-encoding/i.test(answer.vary));
        const ok =
          br.status === 200 &&
          br.encoding === 'br' &&
          gzip.encoding === 'gzip' &&
          identity.encoding === 'identity' &&
          varies &&
          (url === '/' || url === '/favicon.svg'
            ? br.cacheControl === 'no-cache'
            : br.cacheControl.includes('immutable'));
        if (!ok) allCompressed = false;
        console.log(
          `  ${app.padEnd(10)} ${url.slice(0, 36).padEnd(36)} ${kib(br.bytes).padStart(9)} ${kib(gzip.bytes).padStart(10)} ${kib(identity.bytes).padStart(11)}   ${br.cacheControl}${ok ? '' : `  ✗ (br: ${br.encoding}, gzip: ${gzip.encoding}, vary: ${br.vary || 'none'})`}`,
        );
      }
      figures.push({
        name: `${app}: page, first-load JS/CSS, favicon`,
        value: allCompressed ? 'br/gzip' : 'not all',
        goal: 'br, gzip fallback, Vary, HTML no-cache, assets immutable',
        ok: allCompressed,
      });
    }
  } finally {
    await server.stop();
  }
  return figures;
}

if (isMain(import.meta.url)) {
  printFigures('Compression (JS, CSS, HTML, SVG)', await measureCompression());
}
