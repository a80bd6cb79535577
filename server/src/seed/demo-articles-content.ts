import type { ArticleCategory } from '@shop/contract/areas/article';
import type { Pattern, Rgb } from './demo-images.js';

/**
 * The demo shop's six articles: what the studio writes about its craft, its care guides and its
 * news. Each keeps its drafts in order (the last is what it shows now), so the revision history
 * has something to compare; `story` is where its life cycle ends.
 */
export interface DemoArticle {
  slug: string;
  title: string;
  summary: string;
  category: ArticleCategory;
  tags: string[];
  /** Catalogue products by title; one the shop does not have is simply not linked. */
  products: string[];
  cover: { colour: Rgb; pattern: Pattern };
  /** The body as first written, then as each later save left it. */
  drafts: string[];
  story: 'published' | 'scheduled' | 'draft' | 'unpublished';
  /** How long before the run's "now" it was first written. */
  daysAgo: number;
}

export const demoArticles: DemoArticle[] = [
  {
    slug: 'from-clay-to-cup',
    title: 'From clay to cup: a week at the wheel',
    summary: 'How a mug is thrown, trimmed, glazed and fired twice before it reaches your kitchen.',
    category: 'STORY',
    tags: ['pottery', 'behind-the-scenes'],
    products: ['Thrown stoneware mug', 'Speckled espresso cup'],
    cover: { colour: [168, 196, 168], pattern: 'speckle' },
    drafts: [
      '<p>Every mug starts as a ball of stoneware on the wheel.</p>',
      '<p>Every mug starts as a ball of stoneware on the wheel. We centre it, open it and pull the walls up in three passes.</p><h2>Trimming</h2><p>A day later, leather-hard, the foot is trimmed and the handle pulled and joined.</p>',
      '<p>Every mug starts as a ball of stoneware on the wheel. We centre it, open it and pull the walls up in three passes.</p><h2>Trimming</h2><p>A day later, leather-hard, the foot is trimmed and the handle pulled and joined.</p><h2>Two firings</h2><p>A <strong>bisque firing</strong> at 1000 °C, then the glaze, then a <strong>glaze firing</strong> at 1260 °C. From clay to cup takes about a week.</p>',
    ],
    story: 'published',
    daysAgo: 40,
  },
  {
    slug: 'caring-for-hand-woven-wool',
    title: 'Caring for hand-woven wool',
    summary: 'Cool water, a little wool wash and patience: how to keep a scarf soft for years.',
    category: 'CARE',
    tags: ['textiles', 'care', 'wool'],
    products: ['Hand-woven merino scarf', 'Chunky lambswool snood'],
    cover: { colour: [196, 160, 120], pattern: 'stripes' },
    drafts: [
      '<p>Wash by hand in cool water with a wool wash.</p>',
      '<p>Wool looks after itself more than you think: airing it often means washing it rarely.</p><ol><li>Soak in cool water with a spoonful of wool wash for ten minutes.</li><li>Press the water out; never wring.</li><li>Dry flat on a towel, away from the radiator.</li></ol><blockquote>A steamer, not an iron, lifts creases.</blockquote>',
    ],
    story: 'published',
    daysAgo: 28,
  },
  {
    slug: 'meet-the-maker-indigo',
    title: 'Meet the maker: dyeing with indigo',
    summary: 'Our textile maker on folding, clamping and the slow blue of a shibori scarf.',
    category: 'MAKER',
    tags: ['textiles', 'indigo', 'maker'],
    products: ['Shibori silk scarf', 'Block-printed linen cushion cover'],
    cover: { colour: [40, 72, 150], pattern: 'dots' },
    drafts: [
      '<p>Indigo is a living vat: it has to be fed, warmed and rested.</p>',
      '<p>Indigo is a living vat: it has to be fed, warmed and rested. Each scarf is folded and clamped between wooden blocks, then dipped up to eight times.</p>',
      '<p>Indigo is a living vat: it has to be fed, warmed and rested. Each scarf is folded and clamped between wooden blocks, then dipped up to eight times.</p><p>“The blue comes out green,” she says, “and turns blue in the air. I never get tired of watching it.”</p><p>Read more about <a href="https://en.wikipedia.org/wiki/Shibori" target="_blank">shibori</a>.</p>',
    ],
    story: 'published',
    daysAgo: 14,
  },
  {
    slug: 'spring-market-dates',
    title: 'Spring market dates',
    summary: 'Where to find the studio stall this spring, and the new glazes we are bringing.',
    category: 'NEWS',
    tags: ['markets', 'news'],
    products: ['Moon jar', 'Bud vase'],
    cover: { colour: [228, 224, 212], pattern: 'checks' },
    drafts: [
      '<p>We are back at the markets this spring with new glazes and a table of seconds.</p><ul><li>Saturdays: the riverside craft market</li><li>First Sunday of the month: the old corn exchange</li></ul><p>Come and say hello.</p>',
    ],
    story: 'scheduled',
    daysAgo: 3,
  },
  {
    slug: 'choosing-a-serving-bowl',
    title: 'Choosing a serving bowl',
    summary: 'Width, depth and glaze: a short guide to the bowl in the middle of the table.',
    category: 'GUIDE',
    tags: ['pottery', 'guide'],
    products: ['Wide serving bowl', 'Ramen bowl'],
    cover: { colour: [146, 62, 42], pattern: 'rings' },
    drafts: [
      '<p>Notes: width for salads, depth for stews.</p>',
      '<p>A serving bowl should be wide enough to toss a salad and heavy enough not to slide.</p><h3>Glaze</h3><p>A satin glaze hides cutlery marks better than a gloss.</p>',
    ],
    story: 'draft',
    daysAgo: 6,
  },
  {
    slug: 'winter-sale-wrap-up',
    title: 'Winter sale: thank you',
    summary: 'The winter sale is over; thank you to everyone who gave a second to a good home.',
    category: 'NEWS',
    tags: ['sale', 'news'],
    products: ['Waxed cotton market bag'],
    cover: { colour: [70, 42, 30], pattern: 'grain' },
    drafts: [
      '<p>The winter sale is over. Thank you to everyone who gave one of our seconds a good home: every one of them sold.</p>',
    ],
    story: 'unpublished',
    daysAgo: 60,
  },
];
