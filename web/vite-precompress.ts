import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** Text the server sends often enough to be worth compressing; below 1 KB a header costs more. */
const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json|txt|webmanifest)$/;
const MIN_BYTES = 1024;

/**
 * Writes a `.br` (quality 11) and a `.gz` (level 9) beside every text file of the build, once, so
 * the server sends the smallest one a browser accepts without compressing at request time
 * (@fastify/static's `preCompressed`). Build-time compression can afford the slowest settings.
 */
export function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'shop-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      const files = fs
        .readdirSync(outDir, { recursive: true })
        .map((entry) => path.join(outDir, String(entry)))
        .filter((file) => COMPRESSIBLE.test(file) && fs.statSync(file).size >= MIN_BYTES);
      await Promise.all(
        files.map(async (file) => {
          const bytes = fs.readFileSync(file);
          const [br, gz] = await Promise.all([
            brotli(bytes, {
              params: {
                [zlib.constants.BROTLI_PARAM_QUALITY]: 11,
                [zlib.constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
              },
            }),
            gzip(bytes, { level: 9 }),
          ]);
          fs.writeFileSync(`${file}.br`, br);
          fs.writeFileSync(`${file}.gz`, gz);
        }),
      );
    },
  };
}
