import { z } from 'zod';
import { isoDateTime } from '../date-time.js';
import { idField } from '../ids.js';
import { versionField } from '../stale-version.js';

/**
 * The shop's main-page banner: one image, a link, a title, on or off, and an optional window.
 * Edited in the config centre (access `config`); a storefront reads the live one, no sign-in.
 */
export const mainPage = z.object({
  imageId: z.number().int().nullable(),
  imageUrl: z.string().nullable(),
  link: z.string(),
  title: z.string(),
  enabled: z.boolean(),
  startsAt: z.string().nullable(),
  endsAt: z.string().nullable(),
  /** Shown to shoppers right now: enabled, with an image, inside its window. */
  live: z.boolean(),
  version: z.number().int(),
  updatedBy: z.string().nullable(),
  updatedAt: z.string(),
});
export type MainPage = z.infer<typeof mainPage>;

/** A link a shopper may follow: an http(s) URL or a path on the shop's own site. */
const bannerLink = z
  .string()
  .trim()
  .max(500)
  .refine((link) => link === '' || /^(https?:\/\/[^\s]+|\/[^\s]*)$/i.test(link), {
    message: 'config.bannerLink',
  });

const moment = isoDateTime('config.bannerTime').nullable();

export const mainPageBody = z
  .object({
    version: versionField,
    imageId: idField.nullable(),
    link: bannerLink,
    title: z.string().trim().max(100),
    enabled: z.boolean(),
    startsAt: moment,
    endsAt: moment,
  })
  .superRefine((body, ctx) => {
    if (body.enabled && body.imageId === null) {
      ctx.addIssue({
        code: 'custom',
        path: ['imageId'],
        message: 'config.bannerNeedsImage',
      });
    }
    if (body.startsAt && body.endsAt && Date.parse(body.endsAt) <= Date.parse(body.startsAt)) {
      ctx.addIssue({ code: 'custom', path: ['endsAt'], message: 'config.bannerEndsBeforeStart' });
    }
  });
export type MainPageBody = z.input<typeof mainPageBody>;

/** What a storefront shows; null when nothing is live. */
export const publicMainPage = z
  .object({
    imageUrl: z.string(),
    width: z.number().int(),
    height: z.number().int(),
    link: z.string(),
    title: z.string(),
    startsAt: z.string().nullable(),
    endsAt: z.string().nullable(),
  })
  .nullable();
export type PublicMainPage = z.infer<typeof publicMainPage>;
