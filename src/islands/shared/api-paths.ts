// The islands' addresses of the API under /api/v1, written once (decision 0024). What acts on
// one of the customer's own subscriptions lives under subscriptions/<number>/; customer-wide
// lists, the anonymous forms and invoices stay flat. A GET path is also the cache key of its
// answer (use-api-query.ts), so the matchers below name what a change makes stale.

/**
 * A subscription or invoice number in a path. It is digits (the server refuses anything else,
 * and encoding keeps a malformed one inside its segment); typed as a number so that the route
 * types (api-routes.generated.ts) tell `subscriptions/1/card` from `subscriptions/1/anything`.
 */
const digits = (n: string) => encodeURIComponent(n) as `${number}`;
const own = (n: string) => `subscriptions/${digits(n)}` as const;
const addOnQuery = (addOn?: string | null) =>
  addOn ? (`?addOn=${encodeURIComponent(addOn)}` as const) : '';

/** An invoice's details (GET), its PDF and its due-date postponement (decision 0016). */
export const invoicePaths = {
  details: (n: string) => `invoices/${digits(n)}` as const,
  pdf: (n: string) => `invoices/${digits(n)}/pdf` as const,
  dueDate: (n: string) => `invoices/${digits(n)}/due-date` as const,
};

/** Paths of the routes that act on one of the customer's own subscriptions. */
export const subscriptionPaths = {
  details: own,
  suspensions: (n: string) => `${own(n)}/suspensions` as const,
  suspension: (n: string, id: string) => `${own(n)}/suspensions/${id}` as const,
  addOns: (n: string) => `${own(n)}/add-ons` as const,
  addressChanges: (n: string) => `${own(n)}/address-changes` as const,
  temporaryAddressChange: (n: string) => `${own(n)}/address-changes/temporary` as const,
  permanentAddressChange: (n: string) => `${own(n)}/address-changes/permanent` as const,
  addressChange: (n: string, id: string) => `${own(n)}/address-changes/${id}` as const,
  billingPeriod: (n: string) => `${own(n)}/billing-period` as const,
  billingPeriodChanges: (n: string) => `${own(n)}/billing-period/changes` as const,
  /** GET: the stored cancellation (the goodbye page); POST: cancel. */
  cancellation: (n: string, addOn?: string | null) =>
    `${own(n)}/cancellation${addOnQuery(addOn)}` as const,
  cancellationPreview: (n: string, addOn?: string | null) =>
    `${own(n)}/cancellation/preview${addOnQuery(addOn)}` as const,
  cancellationOfferEvents: (n: string) => `${own(n)}/cancellation-offers/events` as const,
  acceptCancellationOffer: (n: string) => `${own(n)}/cancellation-offers/accept` as const,
  companyRequests: (n: string) => `${own(n)}/company-requests` as const,
  deliveryStatus: (n: string) => `${own(n)}/delivery-status` as const,
  deliveryReclamations: (n: string) => `${own(n)}/delivery-reclamations` as const,
  paymentMethodOptions: (n: string) => `${own(n)}/payment-method/options` as const,
  paymentMethodChanges: (n: string) => `${own(n)}/payment-method/changes` as const,
  productChange: (n: string) => `${own(n)}/product-change` as const,
  productChangeOptions: (n: string) => `${own(n)}/product-change/options` as const,
  pendingProductChange: (n: string) => `${own(n)}/product-change/pending` as const,
  card: (n: string) => `${own(n)}/card` as const,
  readingRights: (n: string) => `${own(n)}/reading-rights` as const,
  readingRight: (n: string, id: string) =>
    `${own(n)}/reading-rights/${encodeURIComponent(id)}` as const,
  readingRightInvitations: (n: string) => `${own(n)}/reading-rights/invitations` as const,
  readerCount: (n: string) => `${own(n)}/reader-count` as const,
  readerCountPreview: (n: string) => `${own(n)}/reader-count/preview` as const,
  readerCountChanges: (n: string) => `${own(n)}/reader-count/changes` as const,
} as const;

/** A cache key's resource under subscriptions/<number>/ ('add-ons', …), or null. */
function nestedResource(key: string): string | null {
  return /^subscriptions\/[^/?]+\/([^/?]+)/.exec(key)?.[1] ?? null;
}

/** Matches the cache keys of `resource` under any subscription (e.g. every add-on offer). */
export const underEverySubscription =
  (resource: string) =>
  (key: string): boolean =>
    nestedResource(key) === resource;

/**
 * The subscription list, any subscription's details and its suspensions: what a change to a
 * subscription shows in (the keys the prefix 'subscriptions' matched before decision 0024).
 */
export function isSubscriptionKey(key: string): boolean {
  if (key === 'subscriptions' || key.startsWith('subscriptions?')) return true;
  if (/^subscriptions\/[^/?]+$/.test(key)) return true;
  return nestedResource(key) === 'suspensions';
}

/** The logged-in person's own data (GDPR right of access) and change history. */
export const myDataPaths = {
  download: 'account/my-data',
  changeHistory: (page: number) => `account/change-history?page=${page}` as const,
} as const;

/** The logged-in customer's own data: GET reads it, PATCH changes it (customer-info). */
export const CUSTOMER_INFO_PATH = 'customer/info' as const;

/** The account's username and password (decision 0026). */
export const accountPaths = {
  username: 'account/username',
  usernameConfirm: 'account/username/confirm',
  password: 'account/password',
  passwordReset: 'account/password-reset',
  passwordResetConfirm: 'account/password-reset/confirm',
} as const;

/** Registration (decision 0036): the form, and the e-mailed link's confirmation. */
export const registrationPaths = {
  register: 'auth/registrations',
  confirm: 'auth/registrations/confirm',
} as const;

/** Account deletion (issue 14): the verdict (GET) and the deletion itself (DELETE account). */
export const accountDeletionPaths = {
  status: 'account/deletion',
  account: 'account',
} as const;

/** The private customer's consents (GET, PUT) and marketing ban (GET, POST, DELETE). */
export const consentPaths = {
  consents: 'consents',
  marketingBan: 'marketing-ban',
} as const;

/** The customer's reading rights on every subscription and those received (decision 0031). */
export const READING_RIGHTS_PATH = 'reading-rights' as const;

/** Claiming a shared reading right (/ak/{code}; decision 0032). */
export const readingRightClaimPaths = {
  preview: 'reading-right-claims/preview',
  claim: 'reading-right-claims',
} as const;

/** The feedback forms, open to anyone (decision 0036). */
export const feedbackPaths = {
  company: 'feedback/company',
  contact: 'feedback/contact',
} as const;

/** The company order wizard /tilaa/yritykselle/{slug} (decision 0038). */
export const companyOrderPaths = {
  /** `field`: readers (digital) or copies (print), by the offer's kind. */
  quote: (slug: string, field: 'readers' | 'copies', quantity: number) =>
    `company-orders/quote?${new URLSearchParams({ slug, [field]: String(quantity) }).toString()}` as const,
  order: 'company-orders',
  /** An order waiting for the company's admin (GET), and the admin's decision (POST). */
  approval: (id: string) => `company-order-approvals/${encodeURIComponent(id)}` as const,
  decide: (id: string, decision: 'accept' | 'refuse') =>
    `company-order-approvals/${encodeURIComponent(id)}/${decision}` as const,
} as const;

/** A b2b session's companies (GET) and switching the active one (POST; decision 0039). */
export const companySessionPaths = {
  companies: 'auth/companies',
  company: 'auth/company',
} as const;

/** Assistant authorisation: the consent page /bot_auth and "Yhdistetyt palvelut" (decision 0043). */
export const oauthPaths = {
  /** GET with the page's own query string (it starts with "?"). */
  authorizeView: (search: `?${string}` | '') => `oauth/authorize${search}` as const,
  authorize: 'oauth/authorize',
  grants: 'oauth/grants',
  grant: (id: string) => `oauth/grants/${encodeURIComponent(id)}` as const,
} as const;
