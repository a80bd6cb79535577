import type { FeedCommentStatus, FeedPostStatus } from '@shop/contract/areas/feed';

/**
 * The demo's feed: forty posts by demo customers and the shop's staff over the last five weeks, in
 * every status, and their comments in every status. Fixed, so every demo load shows the same
 * feed; demo-feeds.ts picks the customers, products and images it names by position.
 */

/** Words the demo puts in `feed_blocked_words` when the shop has none, so some posts show as flagged. */
export const DEMO_BLOCKED_WORDS = 'fake, replica, 代购, scam';

export interface DemoPost {
  status: FeedPostStatus;
  /** A staff post (the demo's actor) rather than a customer's. */
  staff?: boolean;
  content: string;
  /** How many images (demo product covers) and linked products. */
  images?: number;
  products?: number;
  pinned?: boolean;
  rejectReason?: string;
  /** The comments under it, oldest first. */
  comments?: FeedCommentStatus[];
}

const P = 'PUBLISHED' as const;
const Q = 'PENDING' as const;

export const demoPosts: DemoPost[] = [
  {
    status: 'PUBLISHED',
    staff: true,
    pinned: true,
    content:
      'Spring glazes are in! Celadon, ash white and a new iron red. Tell us which one you want as a full dinner set.',
    images: 3,
    products: 2,
    comments: [P, P, P, Q],
  },
  {
    status: 'PUBLISHED',
    content:
      'My linen apron after a month of daily baking: softer every wash and the pocket is the perfect size.',
    images: 2,
    products: 1,
    comments: [P, P],
  },
  {
    status: 'PUBLISHED',
    content: '手工杯子收到了，釉色比照片还要漂亮，每天早上用它喝茶。',
    images: 1,
    products: 1,
    comments: [P, 'SPAM'],
  },
  {
    status: 'PUBLISHED',
    staff: true,
    pinned: true,
    content:
      'Workshop weekend: come throw a bowl with our potters on Saturday. Places are limited, sign up at the counter.',
    images: 2,
    comments: [P, P, Q],
  },
  {
    status: 'PUBLISHED',
    content: 'Gift wrapped beautifully, my sister cried. Thank you for the handwritten card!',
    products: 2,
    comments: [P],
  },
  {
    status: 'PUBLISHED',
    content: 'The leather notebook cover has aged into such a lovely honey colour.',
    images: 1,
    products: 1,
    comments: [P, 'REMOVED'],
  },
  {
    status: 'PUBLISHED',
    content: 'Ordered the knitted throw in oat; it is heavier than expected, in a good way.',
    products: 1,
    comments: [P, Q],
  },
  {
    status: 'PUBLISHED',
    content: 'Quick question answered by the shop in minutes. Great service as always.',
  },
  {
    status: 'PUBLISHED',
    content: 'Los cuencos llegaron perfectos, muy bien embalados. ¡Repetiré!',
    images: 2,
    products: 1,
    comments: [P],
  },
  {
    status: 'PUBLISHED',
    content: 'Second order of beeswax candles, they burn slow and smell of honey.',
    products: 1,
    comments: [P, P, 'SPAM'],
  },
  {
    status: 'PUBLISHED',
    content: 'The wooden spoon set is now the only thing I cook with.',
    images: 1,
    products: 1,
  },
  {
    status: 'PUBLISHED',
    content: '届いたマグカップ、手にしっくり馴染みます。大切に使います。',
    images: 1,
    products: 1,
    comments: [P],
  },
  {
    status: 'PUBLISHED',
    content: 'Embroidered tote holds my laptop and my lunch. Sturdy stitching.',
    products: 1,
    comments: [Q],
  },
  {
    status: 'PUBLISHED',
    content: 'Loved meeting the makers at the market stall last Sunday.',
    images: 1,
    comments: [P, 'REMOVED'],
  },
  {
    status: 'PUBLISHED',
    staff: true,
    content:
      'Care tip: oil your wooden boards once a month with food-safe mineral oil and they will last for years.',
    comments: [P, P],
  },
  {
    status: 'PUBLISHED',
    content: 'Bought the small vase for dried flowers; the texture is wonderful.',
    images: 1,
    products: 1,
  },
  {
    status: 'PENDING_REVIEW',
    content: 'Just received my teapot, the lid fits perfectly. Photos below!',
    images: 2,
    products: 1,
  },
  {
    status: 'PENDING_REVIEW',
    content: 'Is the oat throw available in a bigger size? Would love one for the bed.',
    products: 1,
  },
  {
    status: 'PENDING_REVIEW',
    content: 'Found a cheaper replica of this bowl online, is yours really handmade?',
    products: 1,
  },
  {
    status: 'PENDING_REVIEW',
    content: 'Scarf arrived today, the colours are even brighter in person.',
    images: 1,
    products: 1,
  },
  { status: 'PENDING_REVIEW', content: '可以帮忙代购这个花瓶到国外吗？', products: 1 },
  {
    status: 'PENDING_REVIEW',
    content: 'My daughter made her first pot at your workshop. So proud!',
    images: 1,
  },
  { status: 'PENDING_REVIEW', content: 'The candle tin is reusable, I keep buttons in it now.', products: 1 },
  { status: 'PENDING_REVIEW', content: 'Packaging was plastic-free, thank you for thinking of that.' },
  {
    status: 'REJECTED',
    content: 'Follow my page for cheap designer bags!!!',
    rejectReason: 'Advertising another shop',
  },
  {
    status: 'REJECTED',
    content: 'Delivery was late and nobody answered my emails.',
    rejectReason: 'Order problem: passed to customer service',
  },
  { status: 'REJECTED', content: 'Random photo of my cat.', images: 1, rejectReason: 'Not about our goods' },
  { status: 'REJECTED', content: 'Fake reviews everywhere on this site.', rejectReason: 'Unfounded claim' },
  { status: 'HIDDEN', content: 'Mug chipped after a week, not impressed.', products: 1, comments: [P, P] },
  { status: 'HIDDEN', content: 'Sharing the discount code of my friend: FRIEND20.', comments: [P] },
  {
    status: 'HIDDEN',
    staff: true,
    content: 'Closed for the holiday from Friday; orders ship again on Tuesday.',
  },
  {
    status: 'DRAFT',
    staff: true,
    content: 'Coming soon: hand-dyed indigo napkins. Draft for next week.',
    images: 1,
    products: 1,
  },
  {
    status: 'DRAFT',
    staff: true,
    content: 'Meet the maker: an interview with our ceramicist (photos to follow).',
  },
  { status: 'DRAFT', content: 'Entered for a customer by phone: loves the bread basket.', products: 1 },
  { status: 'DELETED', content: 'Test post, please ignore.' },
  { status: 'DELETED', staff: true, content: 'Duplicate announcement of the workshop weekend.' },
  {
    status: 'PUBLISHED',
    content: 'Three years with the same cast iron pan holder, still like new.',
    products: 1,
    comments: [P],
  },
  {
    status: 'PUBLISHED',
    content: 'The ceramic butter dish keeps butter soft all week.',
    images: 1,
    products: 1,
    comments: [Q, P],
  },
  { status: 'PENDING_REVIEW', content: 'Can I return a gift without the receipt?' },
  {
    status: 'PUBLISHED',
    content: 'Hand-thrown plates, every one slightly different. That is the charm.',
    images: 3,
    products: 2,
    comments: [P, P, P],
  },
];

/** The demo's comments, by customers unless they say otherwise, picked by position. */
export const demoCommentTexts = [
  'Beautiful!',
  'Where can I buy this?',
  'Same here, love mine.',
  'Great photo.',
  'Check out my shop for cheaper copies',
  'Thanks for sharing!',
  '好漂亮！',
  '素敵ですね。',
];
