import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, gzip, constants as zlibConstants } from 'node:zlib';
import fastifyStatic from '@fastify/static';
import { RECEIVER_TRACKING_PATH_PREFIX } from '@tote/validation/receiver-links';
import {
  APP_NAMES,
  type AppName,
  SITE_MAP_META_NAME,
  SITE_MAP_PLACEHOLDER,
  type SiteMap,
} from '@tote/validation/sites';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { createThisMachineCheck } from '../loopback';
import type { SiteResolver } from '../site-topology';

declare module 'fastify' {
  interface FastifyInstance {
    siteMap: SiteMap;
    /** Which app a request is for (null: a production host that names none of them). */
    resolveSite(request: FastifyRequest): AppName | null;
  }
}

export interface SitesOptions {
  siteMap: SiteMap;
  resolver: SiteResolver;
  /** Built app per name; defaults to apps/<app>/dist next to this package. Tests pass temporary folders. */
  distDirs?: Partial<Record<AppName, string>>;
  /** The origin a `www.` host redirects to (site-topology.ts createWwwRedirect), or null. */
  wwwRedirect?: (host: string | undefined) => string | null;
  /** Whether the /dev/ pages (the shell's mailbox) exist; they are served to loopback clients only. */
  devMailbox?: boolean;
  /** The hosts a request from this machine names (the /dev/ pages: loopback.ts); the site map's by default. */
  thisMachineOrigins?: readonly string[];
}

// The shell's development pages (/dev/mailbox). React Router matches paths case-insensitively.
const DEV_PAGES = /^\/dev(\/|$)/i;

/** apps/api, found from this module whether it runs from src/plugins/ or from the dist/server.js bundle. */
function apiPackageDir(): string {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  while (!existsSync(path.join(dir, 'package.json'))) {
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error(`No package.json above ${fileURLToPath(import.meta.url)}`);
    dir = parent;
  }
  return dir;
}

export function defaultDistDirs(): Record<AppName, string> {
  const appsDir = path.resolve(apiPackageDir(), '..');
  return Object.fromEntries(APP_NAMES.map((app) => [app, path.join(appsDir, app, 'dist')])) as Record<
    AppName,
    string
  >;
}

const escapeAttribute = (value: string) =>
  value
    .replace(/&/g, '&amp;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;');

const escapeHtml = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The placeholder in index.html becomes the site map, so cross-app links come from the server's configuration. */
export function injectSiteMap(html: string, siteMap: SiteMap): string {
  const meta = `<meta name="${SITE_MAP_META_NAME}" content="${escapeAttribute(JSON.stringify(siteMap))}">`;
  return html.replace(SITE_MAP_PLACEHOLDER, meta);
}

function plainPage(title: string, text: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title></head><body><h1>${escapeHtml(title)}</h1><p>${escapeHtml(text)}</p></body></html>`;
}

// Vite puts content-hashed files under /assets/: their URL changes whenever their content does.
const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'no-cache';

type ContentCoding = 'br' | 'gzip' | 'identity';

/**
 * The content coding to send for an Accept-Encoding header (RFC 9110 §12.5.3): brotli, then gzip, else the
 * body as it is. A coding with q=0 is refused; `*` stands for any coding not named.
 */
export function negotiateEncoding(header: string | undefined): ContentCoding {
  if (!header) return 'identity';
  const quality = new Map<string, number>();
  for (const part of header.toLowerCase().split(',')) {
    const [name = '', ...params] = part.trim().split(';');
    if (!name) continue;
    const q = params.map((param) => /^\s*q=([0-9.]+)\s*$/.exec(param)?.[1]).find(Boolean);
    quality.set(name.trim(), q === undefined ? 1 : Number(q));
  }
  const accepts = (coding: string) => (quality.get(coding) ?? quality.get('*') ?? 0) > 0;
  if (accepts('br')) return 'br';
  if (accepts('gzip')) return 'gzip';
  return 'identity';
}

/** One index.html, ready to send in each coding, with an ETag per representation for revalidation. */
interface IndexPage {
  bodies: Record<ContentCoding, Buffer>;
  etag: string;
}

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

async function compressPage(html: string): Promise<IndexPage> {
  const body = Buffer.from(html, 'utf8');
  const [br, gz] = await Promise.all([
    brotli(body, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: zlibConstants.BROTLI_MAX_QUALITY } }),
    gzipAsync(body, { level: 9 }),
  ]);
  const hash = createHash('sha256').update(body).digest('base64url').slice(0, 27);
  return { bodies: { identity: body, br, gzip: gz }, etag: hash };
}

/** If-None-Match against one ETag (weak comparison, RFC 9110 §13.1.2). */
function matchesEtag(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  if (header.trim() === '*') return true;
  return header.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag);
}

/**
 * Serves each app's static build on that app's origin: files as they are, hashed assets cached for a year,
 * and every other path (a client-side route) answered with the app's index.html.
 */
const sitesPlugin: FastifyPluginAsync<SitesOptions> = async (app, options) => {
  const distDirs = { ...defaultDistDirs(), ...options.distDirs };
  const indexCache = new Map<AppName, IndexPage>();

  app.decorate('siteMap', options.siteMap);
  const isThisMachine = createThisMachineCheck(options.thisMachineOrigins ?? Object.values(options.siteMap));
  app.decorate('resolveSite', (request: FastifyRequest) =>
    options.resolver({ localPort: request.socket?.localPort, host: request.headers.host }),
  );

  // Read, transformed and compressed once per app. A missing build is not cached, so building while the server
  // runs works.
  async function indexPage(site: AppName): Promise<IndexPage | null> {
    const cached = indexCache.get(site);
    if (cached !== undefined) return cached;
    let html: string;
    try {
      html = await readFile(path.join(distDirs[site], 'index.html'), 'utf8');
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
    const page = await compressPage(injectSiteMap(html, options.siteMap));
    indexCache.set(site, page);
    return page;
  }

  async function sendIndex(site: AppName, request: FastifyRequest, reply: FastifyReply) {
    const page = await indexPage(site);
    if (page === null) {
      return reply
        .code(503)
        .header('cache-control', 'no-store')
        .type('text/html; charset=utf-8')
        .send(
          plainPage(
            'This app is not built yet',
            `This app is not built yet: run pnpm build (expected ${distDirs[site]}/index.html).`,
          ),
        );
    }
    // The page names the current hashed assets, so browsers revalidate it on every load (no-cache) and get a
    // 304 while it is unchanged. Each coding is its own representation with its own ETag (RFC 9110 §8.8.3).
    const coding = negotiateEncoding(request.headers['accept-encoding']);
    const etag = `"${page.etag}${coding === 'identity' ? '' : `-${coding}`}"`;
    reply
      .header('cache-control', REVALIDATE)
      .header('vary', 'accept-encoding')
      .header('etag', etag)
      .type('text/html; charset=utf-8');
    if (matchesEtag(request.headers['if-none-match'], etag)) return reply.code(304).send();
    if (coding !== 'identity') reply.header('content-encoding', coding);
    return reply.send(page.bodies[coding]);
  }

  const { wwwRedirect } = options;
  if (wwwRedirect) {
    app.addHook('onRequest', async (request, reply) => {
      const origin = wwwRedirect(request.headers.host);
      if (origin === null) return;
      // request.url is the path and query as received. 301 for reads; 308 keeps the method and body (RFC 9110).
      const status = request.method === 'GET' || request.method === 'HEAD' ? 301 : 308;
      return reply.redirect(`${origin}${request.url}`, status);
    });
  }

  await app.register(async (scope) => {
    // serve: false: files are sent by the route below, which first decides which app's folder to use.
    // preCompressed: the build writes file.br and file.gz next to each text file (packages/ui/vite-preset.js);
    // they are sent by Accept-Encoding (br, then gzip, else the file) with Vary: Accept-Encoding.
    await scope.register(fastifyStatic, {
      root: path.resolve(apiPackageDir(), '..'),
      serve: false,
      preCompressed: true,
    });

    scope.withTypeProvider<ZodTypeProvider>().get(
      '/*',
      {
        schema: {
          hide: true,
          params: z.object({ '*': z.string() }),
        },
      },
      async (request, reply) => {
        const urlPath = `/${request.params['*']}`;
        // Unknown API paths get the JSON 404, not a page.
        if (/^\/api(\/|$)/i.test(urlPath)) return reply.callNotFound();

        const site = app.resolveSite(request);
        if (site === null) {
          return reply
            .code(404)
            .type('text/html; charset=utf-8')
            .send(
              plainPage(
                'Unknown site',
                `No Tote app is served at ${request.hostname}. Check PUBLIC_DOMAIN or SITE_MAP on the server.`,
              ),
            );
        }

        const root = distDirs[site];
        const relative = path.posix.normalize(urlPath).replace(/^\/+/, '');
        // This machine only: the socket's address (never X-Forwarded-For), no proxy in between (ADR 005).
        if (DEV_PAGES.test(`/${relative}`) && !(options.devMailbox && isThisMachine(request))) {
          return reply
            .code(404)
            .type('text/html; charset=utf-8')
            .send(plainPage('Not found', 'There is no page at this address.'));
        }
        if (relative !== '' && relative !== 'index.html' && !relative.startsWith('..')) {
          const file = path.join(root, relative);
          const isFile = file.startsWith(root + path.sep) && (await stat(file).catch(() => null))?.isFile();
          if (isFile) {
            const hashed = relative.startsWith('assets/');
            return reply
              .header('cache-control', hashed ? IMMUTABLE : REVALIDATE)
              .sendFile(relative, root, { cacheControl: false });
          }
          // A missing file (has an extension, or sits under /assets/) is a 404, not the page: a script tag
          // that receives HTML fails in confusing ways.
          if (relative.startsWith('assets/') || /\.[a-z0-9]+$/i.test(relative)) {
            return reply.code(404).type('text/plain; charset=utf-8').send('Not found');
          }
        }
        // The receiver's tracking page carries its token in the path (ADR 021): never indexed, never passed on
        // as a Referer.
        if (site === 'shell' && `/${relative}`.toLowerCase().startsWith(RECEIVER_TRACKING_PATH_PREFIX)) {
          reply.header('x-robots-tag', 'noindex, nofollow').header('referrer-policy', 'no-referrer');
        }
        return sendIndex(site, request, reply);
      },
    );
  });
};

export default fp(sitesPlugin, { name: 'sites' });
