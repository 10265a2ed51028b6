/** Endpoints of ENDPOINTS that read or change no channel-owned row, so the scope matrix has no case for them. */
export const notChannelOwnedEndpoints: Record<string, string> = {
  getSession: "the caller's own session",
  getChannelConfig: "the caller's own brand branding",
  getCachedBrands: 'brand search for operator staff (channel 0), covered by the role matrix',
  putUserChannel:
    'moves the caller within its own original subtree; its scope refusals are in the session tests',
  verifyFiscalId: 'stateless document check',
  verifyIcc: 'stateless ICC check',
  isValidIban: 'stateless IBAN check',
  searchLine: 'line-in-use check: answers whether a number is taken, returns no row',
  verifyTvUser: 'TV user in-use check: answers a yes/no, returns no row',
  listProvinces: 'address reference data',
  searchCities: 'address reference data',
  getPortabilityInUse: 'line-in-use check: answers whether a number is taken, returns no row',
  listBrandProducts: "the catalogue of the caller's brand, not owned by a channel",
  verifyEmail: 'public link: the token is the credential',
  getBrandLogoFile: 'public logo image, shown on login-free pages; its upload and removal have scope cases',
  listNews: "announcements of the caller's brand and the operator's, not owned by a channel",
  downloadCachedSubscriptions:
    'public link: the signed token is the credential; its scope and refusals are in search.test.ts',
  getPublicInvoice: 'public payment link: the token is the credential, the page shows no customer data',
  payPublicInvoice: 'public payment link: the token is the credential',
  getPublicVerification:
    'public verification link: the token is the credential and finds its one order (public-verification.test.ts)',
  submitPublicVerification:
    'public verification link: the token is the credential and finds its one order (public-verification.test.ts)',
  checkCoverage: 'coverage registry lookup of an address, returns no row',
  getPublicCoverageKey:
    "the key of the caller's own brand, named by no request field; its refusals (sub-channel, operator) are in public-coverage.test.ts",
  rotatePublicCoverageKey:
    "rotates the key of the caller's own brand, named by no request field; another brand's and a sub-channel's refusals are in public-coverage.test.ts",
  getPublicCoverageBrand:
    'public coverage link: the key is the credential and names a brand, never a channel row',
  searchPublicCoverageCities: 'public coverage link: address reference data',
  checkPublicCoverage: 'public coverage link: coverage registry lookup of an address, returns no row',
  createPublicCoverageLead:
    "public coverage link: creates in the top channel of the key's brand; checked in public-coverage.test.ts",
  createKnowledgeBaseArticle:
    "creates in the brand of the caller's current channel and names no other; a sub-channel's refusal is in knowledge-base.test.ts",
  createLead:
    "creates in the caller's current channel and names no other; the lead's scope is in lead-scope-cases",
  createEnergyStudy:
    "creates in the caller's current channel and names no other; the study's scope is in energy-scope-cases",
  getSupportChannels:
    "the contacts of the brand of the caller's current channel, named by no request field (support-messages.test.ts)",
  postSupportMessage:
    "writes to a contact of the caller's own brand, named by no request field (support-messages.test.ts)",
};
