import { defineCollection, reference } from 'astro:content';
import { file, glob } from 'astro/loaders';
import { z } from 'astro/zod';

/** Support topics: /aihe/{id}. One YAML file per topic in src/content/topics/. */
const topics = defineCollection({
  loader: glob({ pattern: '*.yaml', base: './src/content/topics' }),
  schema: z.object({
    /** Heading and link text, e.g. "Maksaminen ja laskutus". */
    title: z.string().min(3).max(60),
    /** One or two sentences for the topic card and the meta description. */
    description: z.string().min(20).max(200),
    /** Position on the front page; smaller first. */
    order: z.number().int().default(100),
  }),
});

/** Product families (brands), e.g. a newspaper and its digital editions. */
const productFamilies = defineCollection({
  loader: glob({ pattern: '*.yaml', base: './src/content/product-families' }),
  schema: z.object({
    /** The brand's name as customers know it. */
    familyName: z.string().min(2).max(60),
    /** Short description for the product help on the front page. */
    description: z.string().min(20).max(200),
    /** NEWSPAPER or MAGAZINE. */
    productGroup: z.enum(['NEWSPAPER', 'MAGAZINE']),
    order: z.number().int().default(100),
  }),
});

/** Products: /tuote/{id}. The id is the product slug. */
const products = defineCollection({
  loader: glob({ pattern: '*.yaml', base: './src/content/products' }),
  schema: z.object({
    /** The family this product belongs to. */
    family: reference('productFamilies'),
    /** Short name, e.g. "Päivän Sanomat Digi". */
    name: z.string().min(2).max(80),
    /** Full sales name with the format, e.g. "Päivän Sanomat Digi – digitilaus". */
    productName: z.string().min(2).max(120),
    /** PAPER, DIGI or PAPER_AND_DIGI. */
    format: z.enum(['PAPER', 'DIGI', 'PAPER_AND_DIGI']),
    /** One paragraph for the product page. */
    description: z.string().min(20).max(600),
    /** Managed elsewhere (an app store, Ruutu, Supla): say so on the product page. */
    managedElsewhere: z.string().optional(),
  }),
});

/** Support articles: /aihe/{topic}/{id}, and /tuote/{product}/{id} for their families' products. */
const articles = defineCollection({
  loader: glob({ pattern: '*.{md,mdx}', base: './src/content/articles' }),
  schema: z.object({
    /** The question or task as a customer would put it, e.g. "Miten keskeytän lehden jakelun?". */
    title: z.string().min(5).max(90),
    /** One or two sentences: shown in lists, search results and the meta description. */
    summary: z.string().min(30).max(200),
    /** The article's topic; its URL is /aihe/{topic}/{article}. */
    topic: reference('topics'),
    /** Families the article applies to (empty: all). Drives the search filter and product pages. */
    productFamilies: z.array(reference('productFamilies')).default([]),
    /** Date of the last substantive change, yyyy-MM-dd. */
    updated: z.coerce.date(),
    /** Drafts are never built into the public site; see them on /preview in development. */
    draft: z.boolean().default(false),
    /** Up to five related articles, by id. */
    related: z.array(reference('articles')).max(5).default([]),
    /** Shown among the popular articles on the front page. */
    popular: z.boolean().default(false),
    /** Question-and-answer pairs, also published as FAQPage structured data. */
    faq: z.array(z.object({ question: z.string(), answer: z.string() })).default([]),
  }),
});

/** Customer benefits, two levels: benefits/{category}.md and benefits/{category}/{benefit}.md. */
const benefits = defineCollection({
  loader: glob({ pattern: '**/*.{md,mdx}', base: './src/content/benefits' }),
  schema: z.object({
    title: z.string().min(3).max(90),
    summary: z.string().min(20).max(200),
    /** Partner offering the benefit (benefit level only). */
    partner: z.string().optional(),
    /** Last day the benefit can be used, yyyy-MM-dd. */
    validUntil: z.coerce.date().optional(),
    order: z.number().int().default(100),
  }),
});

/** Campaigns: /kampanja/{id}. Carry an order banner, hidden by the shopping-links rule. */
const campaigns = defineCollection({
  loader: glob({ pattern: '*.{md,mdx}', base: './src/content/campaigns' }),
  schema: z.object({
    title: z.string().min(5).max(90),
    summary: z.string().min(20).max(200),
    productFamily: reference('productFamilies'),
    /** The offer's price text, e.g. "9,90 € / kk 3 kk ajan". */
    offer: z.string(),
    validFrom: z.coerce.date(),
    validUntil: z.coerce.date(),
    /** Where the order button leads. */
    orderUrl: z.url(),
  }),
});

/** Notices (tiedotteet): /tiedote/{id}; current ones show on the front page. */
const notices = defineCollection({
  loader: glob({ pattern: '*.{md,mdx}', base: './src/content/notices' }),
  schema: z.object({
    title: z.string().min(5).max(90),
    summary: z.string().min(20).max(200),
    /** Publication date, yyyy-MM-dd. */
    published: z.coerce.date(),
    /** After this date the notice leaves the front page (the page stays). */
    expires: z.coerce.date().optional(),
    /** Optional families affected (e.g. a delivery disruption of one paper). */
    productFamilies: z.array(reference('productFamilies')).default([]),
  }),
});

/** Editable texts served by GET /api/v1/copytexts: one YAML file, key: { title, body }. */
const copytexts = defineCollection({
  loader: file('./src/content/copytexts.yaml'),
  schema: z.object({
    /** Short heading of the text. */
    title: z.string().min(1),
    /** The text itself, plain Finnish. */
    body: z.string().min(1),
  }),
});

export const collections = {
  topics,
  productFamilies,
  products,
  articles,
  benefits,
  campaigns,
  notices,
  copytexts,
};
