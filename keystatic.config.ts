// The content editor (Keystatic, /keystatic) on the site's content collections: one collection or
// singleton per collection of src/content.config.ts, with the same fields, files and limits, and
// Finnish labels (docs/content.md, docs/decisions/0044-keystatic-for-content-editors.md).
// The length and id rules are written as patterns, whose messages are ours; Keystatic's own
// words are made Finnish as it is bundled (decision 0056).
import { collection, config, fields, singleton } from '@keystatic/core';
import { editorStorage } from './src/components/content/editor-access.ts';
import {
  ARTICLE_ID_MESSAGE,
  ARTICLE_ID_PATTERN,
  BENEFIT_ID_MESSAGE,
  BENEFIT_ID_PATTERN,
  COPYTEXT_KEY_MESSAGE,
  COPYTEXT_KEY_PATTERN,
  ID_MESSAGE,
  ID_PATTERN,
  LENGTHS,
  MAX_RELATED_ARTICLES,
  TOPIC_ID_MESSAGE,
  TOPIC_ID_PATTERN,
  idFromTitle,
  lengthMessage,
  lengthPattern,
  missingMessage,
} from './src/domain/content/editor-rules.ts';

/** As the integration (scripts/lib/content-editor-integration.mjs) set it from KEYSTATIC. */
const storage = editorStorage ?? { kind: 'local' };

/** A text of `lengths` characters; the check is a pattern so that its message is Finnish. */
const text = (
  label: string,
  lengths: readonly [number, number],
  options: { description?: string; multiline?: boolean } = {},
) =>
  fields.text({
    label,
    ...options,
    validation: {
      pattern: { regex: lengthPattern(lengths), message: lengthMessage(label, lengths) },
    },
  });

/** A required text of any length. */
const requiredText = (label: string, description?: string) =>
  fields.text({
    label,
    ...(description ? { description } : {}),
    validation: { pattern: { regex: /\S/, message: missingMessage(label) } },
  });

/** The title that also gives the entry its id (file name, the last part of its address). */
const titleAndId = (
  label: string,
  lengths: readonly [number, number],
  id: { pattern: RegExp; message: string; description: string },
) =>
  fields.slug({
    name: {
      label,
      validation: {
        pattern: { regex: lengthPattern(lengths), message: lengthMessage(label, lengths) },
      },
    },
    slug: {
      label: 'Tunniste (osoitteen loppuosa)',
      description: id.description,
      generate: idFromTitle,
      validation: { pattern: { regex: id.pattern, message: id.message } },
    },
  });

const order = fields.integer({
  label: 'Järjestys',
  description: 'Pienempi luku näytetään ensin.',
  defaultValue: 100,
  validation: { isRequired: true },
});

/**
 * Images an editor adds to a body: stored beside the source (src/assets/content-images/<entry>/)
 * and linked by a path relative to the entry's file, so that the build sizes and compresses them
 * (Astro's assets: width and height, lazy loading). The path is right only for an entry one folder
 * below src/content, so nested collections (benefits) take no images. The text alternative is
 * required: the dialog opens when the image is added (src/islands/content-editor).
 */
const images = {
  directory: 'src/assets/content-images',
  publicPath: '../../assets/content-images/',
  schema: {
    alt: fields.text({
      label: 'Vaihtoehtoinen teksti',
      description:
        'Mitä kuvassa on, niille jotka eivät näe kuvaa (ruudunlukija). Esimerkiksi: Tilaukset-sivu, jolla näkyy Keskeytä jakelu -painike.',
      validation: { pattern: { regex: /\S/, message: missingMessage('Vaihtoehtoinen teksti') } },
    }),
    title: fields.text({
      label: 'Kuvateksti',
      description: 'Näkyy, kun osoitin on kuvan päällä. Voi jäädä tyhjäksi.',
    }),
  },
};

const body = (extension: 'md' | 'mdx', options: { images: boolean }) =>
  fields.mdx({
    label: 'Sisältö',
    description:
      'Väliotsikot (Otsikko 2), numeroidut vaiheet, lyhyet luettelot ja taulukot. Linkki toiseen artikkeliin: /aihe/<aihe>/<artikkeli>.',
    extension,
    options: { heading: [2, 3, 4], image: options.images ? images : false },
  });

const familiesField = (description: string) =>
  fields.multiRelationship({
    label: 'Tuoteperheet',
    description,
    collection: 'productFamilies',
  });

export default config({
  storage,
  locale: 'fi-FI',
  ui: {
    brand: { name: 'Asiakasportaalin sisällöt' },
    navigation: {
      Ohjeet: ['articles', 'topics'],
      Tuotteet: ['productFamilies', 'products'],
      'Muu sisältö': ['benefits', 'campaigns', 'notices', 'copytexts'],
    },
  },
  collections: {
    articles: collection({
      label: 'Ohjeartikkelit',
      path: 'src/content/articles/*',
      slugField: 'title',
      format: { contentField: 'body' },
      entryLayout: 'content',
      previewUrl: '/preview?artikkeli={slug}',
      // A new article starts as a draft (src/content-templates/article.md).
      template: 'src/content-templates/article',
      columns: ['title', 'updated', 'draft'],
      schema: {
        title: titleAndId('Otsikko', LENGTHS.articleTitle, {
          pattern: ARTICLE_ID_PATTERN,
          message: ARTICLE_ID_MESSAGE,
          description:
            'Artikkelin osoite on /aihe/<aihe>/<tunniste>. Älä muuta julkaistun artikkelin tunnistetta: vanhat linkit lakkaavat toimimasta.',
        }),
        summary: text('Tiivistelmä', LENGTHS.articleSummary, {
          description: 'Yksi tai kaksi virkettä: näkyy listoissa, hakutuloksissa ja hakukoneille.',
          multiline: true,
        }),
        topic: fields.relationship({
          label: 'Aihe',
          description: 'Artikkelin osoite on aiheen alla.',
          collection: 'topics',
          validation: { isRequired: true },
        }),
        productFamilies: familiesField(
          'Tuoteperheet, joita artikkeli koskee. Tyhjä: kaikki tuotteet.',
        ),
        updated: fields.date({
          label: 'Päivitetty',
          description: 'Viimeisen sisällöllisen muutoksen päivä.',
          defaultValue: { kind: 'today' },
          validation: { isRequired: true },
        }),
        draft: fields.checkbox({
          label: 'Luonnos',
          description:
            'Luonnosta ei julkaista. Näet sen esikatselussa. Julkaise poistamalla valinta.',
          // Off when the file has no draft flag (a published article); on for a new article
          // through the template.
        }),
        related: fields.multiRelationship({
          label: 'Aiheeseen liittyvät artikkelit',
          description: `Enintään ${MAX_RELATED_ARTICLES}.`,
          collection: 'articles',
          validation: { length: { max: MAX_RELATED_ARTICLES } },
        }),
        popular: fields.checkbox({
          label: 'Suosittu',
          description: 'Näytetään etusivun suosituissa ohjeissa.',
        }),
        faq: fields.array(
          fields.object({
            question: requiredText('Kysymys'),
            answer: fields.text({
              label: 'Vastaus',
              multiline: true,
              validation: { pattern: { regex: /\S/, message: missingMessage('Vastaus') } },
            }),
          }),
          {
            label: 'Usein kysytyt kysymykset',
            itemLabel: (props) => props.fields.question.value || 'Uusi kysymys',
          },
        ),
        body: body('md', { images: true }),
      },
    }),
    topics: collection({
      label: 'Aiheet',
      path: 'src/content/topics/*',
      slugField: 'title',
      format: 'yaml',
      columns: ['title', 'order'],
      schema: {
        title: titleAndId('Otsikko', LENGTHS.topicTitle, {
          pattern: TOPIC_ID_PATTERN,
          message: TOPIC_ID_MESSAGE,
          description: 'Aiheen osoite on /aihe/<tunniste>.',
        }),
        description: text('Kuvaus', LENGTHS.topicDescription, {
          description: 'Yksi tai kaksi virkettä aihekortille ja hakukoneille.',
          multiline: true,
        }),
        order,
      },
    }),
    productFamilies: collection({
      label: 'Tuoteperheet',
      path: 'src/content/product-families/*',
      slugField: 'familyName',
      format: 'yaml',
      columns: ['familyName', 'productGroup'],
      schema: {
        familyName: titleAndId('Nimi', LENGTHS.familyName, {
          pattern: ID_PATTERN,
          message: ID_MESSAGE,
          description: 'Käytä samaa tunnistetta kuin tilausjärjestelmä.',
        }),
        description: text('Kuvaus', LENGTHS.familyDescription, { multiline: true }),
        productGroup: fields.select({
          label: 'Lehtityyppi',
          options: [
            { label: 'Sanomalehti', value: 'NEWSPAPER' },
            { label: 'Aikakauslehti', value: 'MAGAZINE' },
          ],
          defaultValue: 'NEWSPAPER',
        }),
        order,
      },
    }),
    products: collection({
      label: 'Tuotteet',
      path: 'src/content/products/*',
      slugField: 'name',
      format: 'yaml',
      columns: ['name', 'format'],
      schema: {
        family: fields.relationship({
          label: 'Tuoteperhe',
          collection: 'productFamilies',
          validation: { isRequired: true },
        }),
        name: titleAndId('Nimi', LENGTHS.productName, {
          pattern: ID_PATTERN,
          message: ID_MESSAGE,
          description: 'Tuotesivun osoite on /tuote/<tunniste>.',
        }),
        productName: text('Myyntinimi', LENGTHS.productFullName, {
          description: 'Koko myyntinimi muotoineen, esimerkiksi Päivän Sanomat Digi – digitilaus.',
        }),
        format: fields.select({
          label: 'Muoto',
          options: [
            { label: 'Paperi', value: 'PAPER' },
            { label: 'Digi', value: 'DIGI' },
            { label: 'Paperi ja digi', value: 'PAPER_AND_DIGI' },
          ],
          defaultValue: 'PAPER',
        }),
        description: text('Kuvaus', LENGTHS.productDescription, { multiline: true }),
        managedElsewhere: fields.text({
          label: 'Hallinnoidaan muualla',
          description:
            'Jos tilausta hallinnoidaan muualla (sovelluskauppa, Ruutu, Supla), kerro se tässä. Muuten tyhjä.',
        }),
      },
    }),
    benefits: collection({
      label: 'Asiakasedut',
      path: 'src/content/benefits/**',
      slugField: 'title',
      format: { contentField: 'body' },
      entryLayout: 'content',
      columns: ['title', 'validUntil'],
      schema: {
        title: titleAndId('Otsikko', LENGTHS.benefitTitle, {
          pattern: BENEFIT_ID_PATTERN,
          message: BENEFIT_ID_MESSAGE,
          description:
            'Kategoria: kategorian tunniste (kulttuuri). Etu: kategoria/etu (kulttuuri/teatteri). Etukoodit eivät ole täällä, vaan tiedostossa src/content/benefit-redemptions.yaml.',
        }),
        summary: text('Tiivistelmä', LENGTHS.benefitSummary, { multiline: true }),
        partner: fields.text({
          label: 'Kumppani',
          description: 'Edun tarjoaja (vain etu, ei kategoria).',
        }),
        validUntil: fields.date({
          label: 'Voimassa asti',
          description: 'Viimeinen päivä, jona etua voi käyttää (vain etu).',
        }),
        order,
        body: body('md', { images: false }),
      },
    }),
    campaigns: collection({
      label: 'Kampanjat',
      path: 'src/content/campaigns/*',
      slugField: 'title',
      format: { contentField: 'body' },
      entryLayout: 'content',
      columns: ['title', 'validFrom', 'validUntil'],
      schema: {
        title: titleAndId('Otsikko', LENGTHS.campaignTitle, {
          pattern: ID_PATTERN,
          message: ID_MESSAGE,
          description: 'Kampanjan osoite on /kampanja/<tunniste>.',
        }),
        summary: text('Tiivistelmä', LENGTHS.campaignSummary, { multiline: true }),
        productFamily: fields.relationship({
          label: 'Tuoteperhe',
          collection: 'productFamilies',
          validation: { isRequired: true },
        }),
        offer: requiredText('Tarjous', 'Hintateksti, esimerkiksi 9,90 € / kk 3 kk ajan.'),
        validFrom: fields.date({ label: 'Alkaa', validation: { isRequired: true } }),
        validUntil: fields.date({ label: 'Päättyy', validation: { isRequired: true } }),
        orderUrl: fields.url({
          label: 'Tilausosoite',
          description: 'Mihin tilauspainike vie, https://…',
          validation: { isRequired: true },
        }),
        body: body('mdx', { images: true }),
      },
    }),
    notices: collection({
      label: 'Tiedotteet',
      path: 'src/content/notices/*',
      slugField: 'title',
      format: { contentField: 'body' },
      entryLayout: 'content',
      columns: ['title', 'published', 'expires'],
      schema: {
        title: titleAndId('Otsikko', LENGTHS.noticeTitle, {
          pattern: ID_PATTERN,
          message: ID_MESSAGE,
          description: 'Tiedotteen osoite on /tiedote/<tunniste>.',
        }),
        summary: text('Tiivistelmä', LENGTHS.noticeSummary, { multiline: true }),
        published: fields.date({
          label: 'Julkaistu',
          defaultValue: { kind: 'today' },
          validation: { isRequired: true },
        }),
        expires: fields.date({
          label: 'Poistuu etusivulta',
          description: 'Tämän päivän jälkeen tiedote ei näy etusivulla. Sivu säilyy.',
        }),
        productFamilies: familiesField('Tuoteperheet, joita tiedote koskee. Tyhjä: kaikki.'),
        body: body('md', { images: true }),
      },
    }),
  },
  singletons: {
    copytexts: singleton({
      label: 'Palvelun tekstit',
      path: 'src/content/copytexts',
      format: 'yaml',
      schema: {
        texts: fields.array(
          fields.object({
            id: fields.text({
              label: 'Avain',
              description: 'Palvelu hakee tekstin tällä avaimella. Älä muuta avainta.',
              validation: {
                pattern: { regex: COPYTEXT_KEY_PATTERN, message: COPYTEXT_KEY_MESSAGE },
              },
            }),
            title: requiredText('Otsikko'),
            body: fields.text({
              label: 'Teksti',
              multiline: true,
              validation: { pattern: { regex: /\S/, message: missingMessage('Teksti') } },
            }),
          }),
          {
            label: 'Tekstit',
            description: 'Omien sivujen ohjetekstit (GET /api/v1/copytexts).',
            itemLabel: (props) => props.fields.id.value || 'Uusi teksti',
          },
        ),
      },
    }),
  },
});
