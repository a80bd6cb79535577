import { messageCatalogue } from '../message.js';

/** What the media area's refusals and field checks say, in English; the console translates each key. */
export const mediaMessages = messageCatalogue('media', {
  /** A reference to an image (a config value, the banner, a product photo) that was never uploaded. */
  'media.noSuchImage': 'No such image: upload it first',
  /** An image address that serves nothing. */
  'media.notFound': 'No such image',
  'media.tooLarge': 'Images may be at most {{max}} MB',
  'media.notAnImage':
    'Only PNG, JPEG, WebP and GIF images are accepted; this file is none of them (its contents were checked, not its name)',
  'media.damaged': 'This {{format}} file is incomplete or damaged; save it again and upload the whole file',
  'media.tooManyPixels': 'Images may be at most {{max}} × {{max}} pixels; this one is {{width}} × {{height}}',
  'media.noFile': 'Send the image as multipart/form-data in a field named file',
  'media.unreadable': 'The upload could not be read; try sending the file again',
});
