import type { FastifyReply } from 'fastify';

/**
 * `Content-Disposition` of brief §4: an ASCII name for old clients and the UTF-8 name beside it,
 * which the web's download helper prefers.
 */
export function attachment(reply: FastifyReply, filename: string): FastifyReply {
  const ascii = filename.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return reply.header(
    'Content-Disposition',
    `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(filename)}`,
  );
}
