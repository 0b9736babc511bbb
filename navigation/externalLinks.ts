/** Addresses outside this site that the navigation and the theme link to, in both languages. */
export const EXAMPLES_REPO = 'https://github.com/module-federation/module-federation-examples';
export const PRACTICAL_MF_BOOK = 'https://module-federation.myshopify.com/products/practical-module-federation';
export const SOURCE_REPO = 'https://github.com/module-federation/core';
