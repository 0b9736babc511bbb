/**
 * Every weight of the ranking (rank.ts), each with the reason it has its value. A page's score is
 * the sum, over the query's terms, of the best field score of the term (FIELD, adjusted by the
 * multipliers below), times the term's rarity; then squared coverage and closeness; then the
 * bonuses for a page or heading the query names; then the penalties. A heading's own score, which
 * picks the heading a hit leads to, takes the HEADING_ bonuses. `npm run bench:search` measures
 * what a change here does to every query set.
 */
export const WEIGHTS = {
  // Where a term is found: the title says what the page is about, a keyword is what readers call the
  // page, a heading names a section, the description sums the page up, the text only mentions it.
  field: { title: 10, keywords: 9, header: 6, partKeyword: 6, description: 3, content: 1 },

  /** Another form of the term (a stem, the pages' word for the reader's, a dotted name's part) is a weaker sign than the term as typed. */
  otherForm: 0.7,
  /** The term is a whole word there, not part of a longer one ("share" in "share scope", not "shareStrategy"). */
  wholeWord: 1.5,
  /** The term starts a longer form of the same word ("remote" in "remotes"). */
  wordStart: 1.4,
  /** The field begins with the term: a title or heading about it puts it first. */
  fieldStart: 1.2,
  /** A heading that is exactly the term ("Versioning" for "semver versioning") is the section on it. */
  headingIsTerm: 2,
  /** A term the reader did not type as written (a word of a pasted phrase split apart) counts for less. */
  looseTerm: 0.8,

  /** The query's words name the page's title or a keyword, scaled by how fully (namedBy, 0 to 1). */
  titleNamed: 30,
  /** The query's words name a heading: the heading's own score, and the page's. */
  headingNamed: 25,
  pageOfHeadingNamed: 20,

  /** The query is the title or a keyword, in so many words. */
  titleIsPhrase: 60,
  /** The title holds the query's phrase among other words. */
  titleHoldsPhrase: 25,
  /** A heading is the query: the entry about it. */
  headingIsPhrase: 100,
  /** A heading begins with the query ("Invalid hook call: two copies of React"): also the entry about it. */
  headingBeginsWithPhrase: 80,
  /** A heading holds the query among other words: a case of it. */
  headingHoldsPhrase: 20,
  /** The page of an entry heading. */
  pageOfEntryHeading: 40,
  /** The text holds the phrase as written, with no heading about it. */
  textHoldsPhrase: 6,

  /** Words typed apart that code writes as one name ("preload remote" for preloadRemote) are the page's title. */
  titleIsCompactName: 60,
  /** … or a heading's, or the query is a heading's anchor of several words copied from a printed address ("cors-warn"). */
  headingIsCompactName: 100,
  pageOfCompactHeading: 40,

  /** A name typed as code (camelCase, dotted) is the option, hook or API the reader means: the page so named. */
  codeNamesTitle: 40,
  /** … or the heading so named, and its page. */
  codeNamesHeading: 40,
  pageOfCodeHeading: 20,

  /** A pasted message: the page that quotes most of it as written, scaled by the squared share quoted. */
  quotedMessage: 60,
  /** An error code the reader pasted: the heading that starts with it is the entry about that error, and its page. */
  errorCodeEntryHeading: 120,
  pageOfErrorCodeEntry: 200,
  /** A heading that names the code among other words is a case of it, and so is its page. */
  errorCodeCaseHeading: 40,
  pageOfErrorCodeCase: 40,

  /** News posts repeat what the guides explain: the guide wins a tie. */
  blogPost: 0.8,
  /** A framework's walkthrough uses the general terms for that framework: unless the query names it, the guide wins a tie. */
  otherFrameworkWalkthrough: 0.8,
} as const;
