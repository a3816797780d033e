// Addresses of the content site (spec §2 "Other"). One place builds them, so links never drift.

export const articleUrl = (topicId: string, articleId: string): string =>
  `/aihe/${topicId}/${articleId}`;
export const productArticleUrl = (productId: string, articleId: string): string =>
  `/tuote/${productId}/${articleId}`;
export const topicUrl = (topicId: string): string => `/aihe/${topicId}`;
export const productUrl = (productId: string): string => `/tuote/${productId}`;
export const benefitUrl = (id: string): string => `/asiakasedut/${id}`;
export const campaignUrl = (id: string): string => `/kampanja/${id}`;
export const noticeUrl = (id: string): string => `/tiedote/${id}`;

/** Page 1 of a topic's article list is the topic page itself; later pages sit under /sivu/. */
export const topicPageUrl = (topicId: string, page: number): string =>
  page <= 1 ? topicUrl(topicId) : `${topicUrl(topicId)}/sivu/${page}`;

/** Page 1 of a product's article list is the product page itself. */
export const productPageUrl = (productId: string, page: number): string =>
  page <= 1 ? productUrl(productId) : `${productUrl(productId)}/sivu/${page}`;

/** Paths where an unknown last segment means "article not found" (answered with 404). */
export const ARTICLE_PATH_PATTERN = /^\/(aihe|tuote|tuotteet)\/[^/]+\/[^/]+$/;

/** A title as a URL segment: 'Miten keskeytän jakelun?' -> 'miten-keskeytan-jakelun'. */
export function titleSlug(title: string): string {
  return title
    .toLowerCase()
    .replace(/[äå]/g, 'a')
    .replace(/ö/g, 'o')
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** Legacy product-title address of an article, e.g. /tuotteet/koti-ja-puutarha/miten-... */
export const productTitleUrl = (productId: string, title: string): string =>
  `/tuotteet/${productId}/${titleSlug(title)}`;
