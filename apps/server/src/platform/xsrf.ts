import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { AppError } from './errors.ts';

const COOKIE = 'XSRF-TOKEN';
const HEADER = 'x-xsrf-token';
const SAFE = new Set(['GET', 'HEAD', 'OPTIONS']);

function equal(a: string, b: string) {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

/**
 * Double-submit anti-forgery: a browser gets a readable XSRF-TOKEN cookie and must echo it in
 * X-XSRF-TOKEN on unsafe methods. Clients without the cookie (scripts with a token) are not browsers.
 */
export function registerXsrf(app: FastifyInstance, secure: boolean) {
  // Synchronous: it runs on every request, where an async hook costs promises and microtasks.
  app.addHook('onRequest', (request, reply, done) => {
    const cookie = request.cookies[COOKIE];
    if (!cookie) {
      reply.setCookie(COOKIE, randomBytes(24).toString('hex'), {
        path: '/',
        sameSite: 'strict',
        secure,
        httpOnly: false,
      });
      done();
      return;
    }
    const header = request.headers[HEADER];
    if (SAFE.has(request.method) || (typeof header === 'string' && equal(header, cookie))) done();
    else done(new AppError(403, 'errors.xsrf'));
  });
}
