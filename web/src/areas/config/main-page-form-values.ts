import { NO_SUCH_IMAGE_MESSAGE } from '@shop/contract/areas/config';
import { type MainPage, type MainPageBody, mainPageBody } from '@shop/contract/areas/main-page';
import { validationDataSchema } from '@shop/contract/envelope';
import dayjs, { type Dayjs } from 'dayjs';
import type { ImageValue } from '../../lib/image-upload/image-upload';
import { ApiError } from '../../lib/request';
import type mainPageTexts from '../../locales/en/mainPage.json';

/** The editor's fields: the image as the upload control holds it, the window as date pickers do. */
export interface MainPageFormValues {
  image: ImageValue | null;
  title: string;
  link: string;
  enabled: boolean;
  startsAt: Dayjs | null;
  endsAt: Dayjs | null;
}

export type MainPageField = keyof MainPageFormValues;

export function formValuesOf(page: MainPage): MainPageFormValues {
  return {
    image: page.imageId !== null && page.imageUrl ? { id: page.imageId, url: page.imageUrl } : null,
    title: page.title,
    link: page.link,
    enabled: page.enabled,
    startsAt: page.startsAt ? dayjs(page.startsAt) : null,
    endsAt: page.endsAt ? dayjs(page.endsAt) : null,
  };
}

/** The PUT body; times go as ISO-8601 UTC, an empty picker as null (no limit). */
export function bodyOf(values: MainPageFormValues, version: number): MainPageBody {
  return {
    version,
    imageId: values.image?.id ?? null,
    link: values.link ?? '',
    title: values.title ?? '',
    enabled: values.enabled ?? false,
    startsAt: values.startsAt?.toISOString() ?? null,
    endsAt: values.endsAt?.toISOString() ?? null,
  };
}

// The body's names that differ from the form's.
const fieldOfPath: Record<string, MainPageField> = { imageId: 'image' };

function fieldOf(path: readonly PropertyKey[]): MainPageField | undefined {
  const name = String(path[0] ?? '');
  const field = fieldOfPath[name] ?? name;
  return ['image', 'title', 'link', 'enabled', 'startsAt', 'endsAt'].includes(field)
    ? (field as MainPageField)
    : undefined;
}

/**
 * The contract's first message for each field, as the server would judge these values: the same
 * schema runs here, so the form refuses what the server would (the window's order, an image
 * before switching on) before anything is sent.
 */
export function issuesOf(
  values: MainPageFormValues,
  version: number,
): Partial<Record<MainPageField, string>> {
  const result = mainPageBody.safeParse(bodyOf(values, version));
  const issues: Partial<Record<MainPageField, string>> = {};
  for (const issue of result.error?.issues ?? []) {
    const field = fieldOf(issue.path);
    if (field && !issues[field]) issues[field] = issue.message;
  }
  return issues;
}

/** The server's field errors of a refused save (a 400), by form field. */
export function serverIssuesOf(error: unknown): { field: MainPageField; message: string }[] {
  if (!(error instanceof ApiError)) return [];
  const parsed = validationDataSchema.safeParse(error.data);
  if (!parsed.success) return [];
  return parsed.data.issues.flatMap((issue) => {
    const field = fieldOf(issue.path);
    return field ? [{ field, message: issue.message }] : [];
  });
}

type MainPageKey = keyof typeof mainPageTexts;

// The contract's messages are English and shared with the server; these are their keys here.
const issueKeys: Record<string, MainPageKey> = {
  'Pick an image before turning the banner on': 'imageRequired',
  'Link is at most 500 characters': 'linkMax',
  'Use an http(s) address or a path starting with /': 'linkPattern',
  'Title is at most 100 characters': 'titleMax',
  'The end must be after the start': 'endAfterStart',
  'Use an ISO-8601 date and time': 'dateInvalid',
  [NO_SUCH_IMAGE_MESSAGE]: 'noSuchImage',
};

/** The `mainPage` key of a contract message; undefined for one it does not know (shown as sent). */
export function issueKeyOf(message: string): MainPageKey | undefined {
  return issueKeys[message];
}
