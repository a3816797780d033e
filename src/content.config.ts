import { defineCollection, reference } from 'astro:content';
import { file, glob } from 'astro/loaders';
import { z } from 'astro/zod';
import { parse as parseYaml } from 'yaml';
import { copytextItems } from '~/domain/config/copytexts';
import {
  LENGTHS,
  MAX_RELATED_ARTICLES,
  lengthMessage,
  missingMessage,
} from '~/domain/content/editor-rules';

// Every field has a Finnish message: editors read them in the build's error and in the content
// editor (keystatic.config.ts mirrors these collections with the same limits from
// src/domain/content/editor-rules.ts; docs/decisions/0044-keystatic-for-content-editors.md).

/** A required text of `lengths` characters, with Finnish messages naming the field. */
const text = (label: string, lengths: readonly [number, number]) =>
  z
    .string({ error: missingMessage(label) })
    .min(lengths[0], lengthMessage(label, lengths))
    .max(lengths[1], lengthMessage(label, lengths));

/** A calendar date, yyyy-MM-dd. */
const date = (label: string) =>
  z.coerce.date({
    error: `${label}: anna päivämäärä muodossa vvvv-kk-pp, esimerkiksi 2026-11-21.`,
  });

const order = z.number({ error: 'Järjestys: kokonaisluku.' }).int('Järjestys: kokonaisluku.');

/** Support topics: /aihe/{id}. One YAML file per topic in src/content/topics/. */
const topics = defineCollection({
  loader: glob({ pattern: '*.yaml', base: './src/content/topics' }),
  schema: z.object({
    /** Heading and link text, e.g. "Maksaminen ja laskutus". */
    title: text('Otsikko', LENGTHS.topicTitle),
    /** One or two sentences for the topic card and the meta description. */
    description: text('Kuvaus', LENGTHS.topicDescription),
    /** Position on the front page; smaller first. */
    order: order.default(100),
  }),
});

/** Product families (brands), e.g. a newspaper and its digital editions. */
const productFamilies = defineCollection({
  loader: glob({ pattern: '*.yaml', base: './src/content/product-families' }),
  schema: z.object({
    /** The brand's name as customers know it. */
    familyName: text('Nimi', LENGTHS.familyName),
    /** Short description for the product help on the front page. */
    description: text('Kuvaus', LENGTHS.familyDescription),
    /** NEWSPAPER or MAGAZINE. */
    productGroup: z.enum(['NEWSPAPER', 'MAGAZINE'], {
      error: 'Lehtityyppi: NEWSPAPER (sanomalehti) tai MAGAZINE (aikakauslehti).',
    }),
    order: order.default(100),
  }),
});

/** Products: /tuote/{id}. The id is the product slug. */
const products = defineCollection({
  loader: glob({ pattern: '*.yaml', base: './src/content/products' }),
  schema: z.object({
    /** The family this product belongs to. */
    family: reference('productFamilies'),
    /** Short name, e.g. "Päivän Sanomat Digi". */
    name: text('Nimi', LENGTHS.productName),
    /** Full sales name with the format, e.g. "Päivän Sanomat Digi – digitilaus". */
    productName: text('Myyntinimi', LENGTHS.productFullName),
    /** PAPER, DIGI or PAPER_AND_DIGI. */
    format: z.enum(['PAPER', 'DIGI', 'PAPER_AND_DIGI'], {
      error: 'Muoto: PAPER (paperi), DIGI tai PAPER_AND_DIGI (paperi ja digi).',
    }),
    /** One paragraph for the product page. */
    description: text('Kuvaus', LENGTHS.productDescription),
    /** Managed elsewhere (an app store, Ruutu, Supla): say so on the product page. */
    managedElsewhere: z.string().optional(),
  }),
});

/** Support articles: /aihe/{topic}/{id}, and /tuote/{product}/{id} for their families' products. */
const articles = defineCollection({
  loader: glob({ pattern: '*.{md,mdx}', base: './src/content/articles' }),
  schema: z.object({
    /** The question or task as a customer would put it, e.g. "Miten keskeytän lehden jakelun?". */
    title: text('Otsikko', LENGTHS.articleTitle),
    /** One or two sentences: shown in lists, search results and the meta description. */
    summary: text('Tiivistelmä', LENGTHS.articleSummary),
    /** The article's topic; its URL is /aihe/{topic}/{article}. */
    topic: reference('topics'),
    /** Families the article applies to (empty: all). Drives the search filter and product pages. */
    productFamilies: z.array(reference('productFamilies')).default([]),
    /** Date of the last substantive change, yyyy-MM-dd. */
    updated: date('Päivitetty'),
    /** Drafts are never built into the public site; see them on /preview in development. */
    draft: z.boolean().default(false),
    /** Up to five related articles, by id. */
    related: z
      .array(reference('articles'))
      .max(
        MAX_RELATED_ARTICLES,
        `Aiheeseen liittyvät artikkelit: enintään ${MAX_RELATED_ARTICLES}.`,
      )
      .default([]),
    /** Shown among the popular articles on the front page. */
    popular: z.boolean().default(false),
    /** Question-and-answer pairs, also published as FAQPage structured data. */
    faq: z
      .array(
        z.object({
          question: z
            .string({ error: missingMessage('Kysymys') })
            .min(1, missingMessage('Kysymys')),
          answer: z.string({ error: missingMessage('Vastaus') }).min(1, missingMessage('Vastaus')),
        }),
      )
      .default([]),
  }),
});

/** Customer benefits, two levels: benefits/{category}.md and benefits/{category}/{benefit}.md. */
const benefits = defineCollection({
  loader: glob({ pattern: '**/*.{md,mdx}', base: './src/content/benefits' }),
  schema: z.object({
    title: text('Otsikko', LENGTHS.benefitTitle),
    summary: text('Tiivistelmä', LENGTHS.benefitSummary),
    /** Partner offering the benefit (benefit level only). */
    partner: z.string().optional(),
    /** Last day the benefit can be used, yyyy-MM-dd. */
    validUntil: date('Voimassa asti').optional(),
    order: order.default(100),
  }),
});

/** Campaigns: /kampanja/{id}. Carry an order banner, hidden by the shopping-links rule. */
const campaigns = defineCollection({
  loader: glob({ pattern: '*.{md,mdx}', base: './src/content/campaigns' }),
  schema: z.object({
    title: text('Otsikko', LENGTHS.campaignTitle),
    summary: text('Tiivistelmä', LENGTHS.campaignSummary),
    productFamily: reference('productFamilies'),
    /** The offer's price text, e.g. "9,90 € / kk 3 kk ajan". */
    offer: z.string({ error: missingMessage('Tarjous') }).min(1, missingMessage('Tarjous')),
    validFrom: date('Alkaa'),
    validUntil: date('Päättyy'),
    /** Where the order button leads. */
    orderUrl: z.url({
      error: 'Tilausosoite: anna koko osoite, esimerkiksi https://tilaus.example.fi/.',
    }),
  }),
});

/** Notices (tiedotteet): /tiedote/{id}; current ones show on the front page. */
const notices = defineCollection({
  loader: glob({ pattern: '*.{md,mdx}', base: './src/content/notices' }),
  schema: z.object({
    title: text('Otsikko', LENGTHS.noticeTitle),
    summary: text('Tiivistelmä', LENGTHS.noticeSummary),
    /** Publication date, yyyy-MM-dd. */
    published: date('Julkaistu'),
    /** After this date the notice leaves the front page (the page stays). */
    expires: date('Poistuu etusivulta').optional(),
    /** Optional families affected (e.g. a delivery disruption of one paper). */
    productFamilies: z.array(reference('productFamilies')).default([]),
  }),
});

/**
 * Editable texts served by GET /api/v1/copytexts: one YAML file, `texts: [{ id, title, body }]`
 * (a list, so that the content editor can edit it; src/domain/config/copytexts.ts).
 */
const copytexts = defineCollection({
  loader: file('./src/content/copytexts.yaml', {
    parser: (fileText) => copytextItems(parseYaml(fileText)),
  }),
  schema: z.object({
    /** Short heading of the text. */
    title: z.string().min(1, missingMessage('Otsikko')),
    /** The text itself, plain Finnish. */
    body: z.string().min(1, missingMessage('Teksti')),
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
