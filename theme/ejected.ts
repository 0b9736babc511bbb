/**
 * The theme's copies of framework components: for each, the files of the installed
 * `@rspress/core` it was drawn from and a SHA-256 of their source. tests/unit/ejected-copies.test.ts
 * fails when an upgrade changes one of them, so the copy is reviewed against the new original
 * (and deleted if the framework now does what it adds) instead of silently going stale.
 * Each copy's first line names its original and says why it exists.
 */

/** The `@rspress/core` version the hashes below were taken from. */
export const RSPRESS_CORE_VERSION = '2.0.22';

export interface EjectedCopy {
  /** Relative to the project root. */
  copy: string;
  /** The files it was drawn from, inside the installed `@rspress/core` package; keys of ORIGINAL_SHA256. */
  originals: string[];
  /** The change to @rspress/core after which the copy can go and the original serve again: "when …". */
  goesWhen: string;
}

export const EJECTED: EjectedCopy[] = [
  {
    copy: 'theme/nav/Nav.tsx',
    originals: ['dist/theme/components/Nav/index.js', 'dist/theme/components/Nav/NavMenu.js'],
    goesWhen: 'when the navbar opens its menus from <button>s and lists its items in <ul>',
  },
  {
    copy: 'theme/nav/NavDropdown.tsx',
    originals: ['dist/theme/components/Nav/NavMenu.js'],
    goesWhen: 'when a nav menu opens on focus and Enter as well as on hover',
  },
  {
    copy: 'theme/nav/NavHamburger.tsx',
    originals: [
      'dist/theme/components/NavHamburger/index.js',
      'dist/theme/components/NavHamburger/useNavScreen.js',
      'dist/theme/components/NavScreen/index.js',
      'dist/theme/components/NavScreen/NavScreenMenuItem.js',
    ],
    goesWhen: 'when the phone menu is a named disclosure button and Escape closes it',
  },
  {
    copy: 'theme/nav/NavPreferences.tsx',
    originals: ['dist/theme/components/NavScreen/NavScreenLangs.js', 'dist/theme/components/NavScreen/NavScreenAppearance.js'],
    goesWhen: 'when the phone menu lists the languages as links',
  },
  {
    copy: 'theme/nav/NavTitle.tsx',
    originals: ['dist/theme/components/NavTitle/index.js'],
    goesWhen: 'when the logo images are decorative (alt="") without a repeated id',
  },
  {
    copy: 'theme/nav/SwitchAppearance.tsx',
    originals: ['dist/theme/components/SwitchAppearance/index.js'],
    goesWhen: 'when the appearance switch is a <button> with aria-pressed',
  },
  {
    copy: 'theme/nav/SocialLinks.tsx',
    originals: ['dist/theme/components/SocialLinks/index.js', 'dist/theme/components/SocialLinks/SocialLink.js'],
    goesWhen: 'when the number of inline social links is an option and each link has a name',
  },
  {
    copy: 'theme/sidebar/Sidebar.tsx',
    originals: ['dist/theme/components/Sidebar/index.js', 'dist/theme/components/Sidebar/SidebarGroup.js'],
    goesWhen: 'when a sidebar group toggles from a <button> and a closed group is inert',
  },
  {
    copy: 'theme/code/Tabs.tsx',
    originals: ['dist/theme/components/Tabs/index.js'],
    goesWhen: 'when Tabs follow the WAI-ARIA tabs pattern (role="tab", arrow keys)',
  },
  {
    copy: 'theme/code/CodeButtonGroup.tsx',
    originals: ['dist/theme/components/CodeButtonGroup/index.js', 'dist/theme/components/CodeButtonGroup/CopyCodeButton.js'],
    goesWhen: 'when the wrap button has aria-pressed and the copy button keeps focus',
  },
  {
    // The same buttons again, drawn with DOM calls into the code blocks that reach the page as HTML.
    copy: 'theme/code/useCodeButtons.ts',
    originals: ['dist/theme/components/CodeButtonGroup/index.js', 'dist/theme/components/CodeButtonGroup/CopyCodeButton.js'],
    goesWhen: 'when the framework can leave a code block out of React and still run its buttons',
  },
  {
    copy: 'theme/code/codeButtonIcons.css',
    originals: ['dist/theme/assets/copy.js', 'dist/theme/assets/success.js', 'dist/theme/assets/wrap.js', 'dist/theme/assets/wrapped.js'],
    goesWhen: "when the code buttons' icons are drawn by CSS rather than inline <svg>",
  },
  {
    copy: 'theme/content/LlmsCopyButton.tsx',
    originals: ['dist/theme/components/Llms/LlmsCopyButton.js'],
    goesWhen: 'when the Copy Markdown button holds only phrasing content',
  },
  { copy: 'theme/home/HomeHero.tsx', originals: ['dist/theme/components/HomeHero/index.js'], goesWhen: "when the hero's title is an <h1>" },
  {
    copy: 'theme/home/HomeFeature.tsx',
    originals: ['dist/theme/components/HomeFeature/index.js'],
    goesWhen: 'when a feature card is a heading and text inside one link',
  },
  {
    copy: 'theme/home/HomeFooter.tsx',
    originals: ['dist/theme/components/HomeFooter/index.js'],
    goesWhen: "when the home footer's message is translated per language",
  },
  {
    copy: 'theme/layout/NotFoundLayout.tsx',
    originals: ['dist/theme/layout/NotFountLayout/index.js'],
    goesWhen: 'when the 404 page is a <main> and its link is named by its text',
  },
  {
    copy: 'theme/layout/useActiveAnchor.ts',
    originals: ['dist/theme/hooks/useActiveAnchor.js'],
    goesWhen: 'when the active heading is the one a jump to an anchor lands on',
  },
];

/** SHA-256 of each original's source in @rspress/core RSPRESS_CORE_VERSION. */
export const ORIGINAL_SHA256: Record<string, string> = {
  'dist/theme/components/Nav/index.js': '0b40b7939b2276ba1614c6bc98893b27c7f348bfa3a5811d9eece75475be7bfc',
  'dist/theme/components/Nav/NavMenu.js': '58513ff17ff88cc5aff41d942acc1f6f188806af00f9142fc7da9d479fbdfc26',
  'dist/theme/components/NavHamburger/index.js': '14818b4b94230e67dd6a0ac03fb21504f42338939e9e68b0769a42bcf8dd61b3',
  'dist/theme/components/NavHamburger/useNavScreen.js': '426915591a59cc13b5624dba00edc3e38290838c7aad269168063991504f5d29',
  'dist/theme/components/NavScreen/index.js': '4e67bfe30f23d416ac61c4a02d8101b14ced7e76fe2122969b137e3c779a9951',
  'dist/theme/components/NavScreen/NavScreenMenuItem.js': '0b3777b969def18f3b5defd9ce967db8a9e43ccd72c61a76832f714687bfaf4c',
  'dist/theme/components/NavScreen/NavScreenLangs.js': '02348354ce062c05e61489fc7f28541e496221276b1865fecde2794920014520',
  'dist/theme/components/NavScreen/NavScreenAppearance.js': 'd7cdb67d006764a2da48dffb7074e2029621e6bf99c6bf88784d7fd3b6ee7f93',
  'dist/theme/components/NavTitle/index.js': '50abf25aee37660323eff1777a4caf15e24fd0c4f3569be8d431a20702c8d4bd',
  'dist/theme/components/SwitchAppearance/index.js': 'f0918691a311b44a679fb2faefde4d8769c6e084c98c430aef95b38ce6730e3b',
  'dist/theme/components/SocialLinks/index.js': '272b4c71ca70216119f54bf883d57dda45dcf0590545562c95bfa81ad671827d',
  'dist/theme/components/SocialLinks/SocialLink.js': '2c9ba16dafe4c039736854fb1d1fe57972e0e21d3806325071521edbc5595a11',
  'dist/theme/components/Sidebar/index.js': '62dd973f151ca47fb1aea33219d1b224dcf6bb8505189ac927248760d1b80d1c',
  'dist/theme/components/Sidebar/SidebarGroup.js': '941f39b98b08756f5b72d66d93220b4d5f7c885e771819d9c2488d4d26d9970e',
  'dist/theme/components/Tabs/index.js': 'bd184bb32ee99f690f90cc82a1eefbd1b9d4d9c06d11504c0af2aa002ea4bf33',
  'dist/theme/components/CodeButtonGroup/index.js': '3483b422d8eab0b08f6f14eeeb717089df260604fa21e952567aec009785b9b4',
  'dist/theme/components/CodeButtonGroup/CopyCodeButton.js': '6c9f9382dd271089858ccfd54739c1ee276015d8267654e6bf4f94fec9c53a7a',
  'dist/theme/assets/copy.js': '73d9cb50c6447c398e2423472d5cb9c1a431a41ca339c314d61e4eb63ff77e78',
  'dist/theme/assets/success.js': 'fc549a2b38dc4b5dd4835e0d61287e6f1a38c5db9aaf602d536da157cea2d9d0',
  'dist/theme/assets/wrap.js': '1e733f751aa3533e2110d8d55df3b8eaf4ed2f9ed7c21c9cc671e82d7894360d',
  'dist/theme/assets/wrapped.js': 'f70007fa9c1371fb2252dc93b30066f2043ec86bb5484372792a4e6def39bad7',
  'dist/theme/components/Llms/LlmsCopyButton.js': 'e00a158371169aa85eb3a9c7b5354b26b10c89a7f5d8a571230dc978296e465f',
  'dist/theme/components/HomeHero/index.js': '49b5b7c7627f3ee85b96dd28aa266e04417c6942c8324fb52f4278f029257b2b',
  'dist/theme/components/HomeFeature/index.js': '63740bda534a6006895160b5ed3efd9b92c6aae16190f6d3b1725c2650cc04b3',
  'dist/theme/components/HomeFooter/index.js': 'e461513259c03fa978345ef718f7dd9c30e5d2a88a3afcbda96ea60b7837deeb',
  'dist/theme/layout/NotFountLayout/index.js': '57ea237e2c0bfb3c16bac0bdb6c80c270adf3275e0a46d34b259ade7952f75f3',
  'dist/theme/hooks/useActiveAnchor.js': '876aee9ba7e489f7ed7432155c993b5bd8d4e840614a8aa83103f5990aa0f9c2',
};

/** The modules that import the framework's private files by path: one for the theme, one for the build side. */
export const INTERNALS_MODULES = ['theme/internals.ts', 'plugins/internals.ts'];

/**
 * SHA-256 of each private `@rspress/core` file those modules import, in @rspress/core
 * RSPRESS_CORE_VERSION: an upgrade that moves or changes one fails tests/unit/ejected-copies.test.ts.
 */
export const INTERNALS_SHA256: Record<string, string> = {
  'static/MediumZoom.tsx': '6841e393b275f323cdcf3220adf96d637e169249a5ecadc7747f2debaeba7859',
  'dist/theme/styles/vars/shiki-vars.css': 'f69ba565847c5451220263fb6bb15428cfa7fed47ea418e6095299dcc66078e4',
  'dist/config/loadConfigFile.js': '72c332886ef2d680b9dffa9048275b90d4ab5c5b0a069a42e938cb350eb12be1',
  'dist/node/mdx/remarkPlugins/toc.js': '07cc8b60c6cfb39e4db984f7133d29e427c67cf4a63515daac204ce576e3ce8a',
  'dist/node/utils/escapeHeadingIds.js': '45c7c92f7681d8bc4dead03ab65c71e16deec272ee7497de8b42e480e01df03c',
  'dist/theme/components/CodeButtonGroup/CopyCodeButton.css': '2d4e616ef3d4294d88bdf7cbe5c23c14202bc5370d0ea0c7d06138cc51d513e6',
  'dist/theme/components/CodeButtonGroup/index.css': '708f236bb40861417f7182c3998d8509d9504464d7fdd1386e76ee0f1a4f8425',
  'dist/theme/components/HomeFeature/index.css': '9617bdcf25c5ee767ef4fd0815abb959de3c72d41089c9453b34ffbec2db9cfb',
  'dist/theme/components/HomeFooter/index.css': '706257574345ce925f7535ed718701f8b5d5134d8b9ce47009a49006761f7601',
  'dist/theme/components/HomeHero/index.css': 'd0bceeaef6b3bd887ad1671ee7317b55e0eb358f4429b639dc1c0bd1f8d21da1',
  'dist/theme/components/HoverGroup/index.css': '69ad5d2d3ca05f1f3be17ce2de7655b55cc99236757783b3028993b035cf2ade',
  'dist/theme/components/Llms/LlmsCopyButton.css': '601427a28dbcd05358614fb9379efcc0d6e422b589fcc9d38517fd5e730a0477',
  'dist/theme/components/Llms/getLlmsCopyContent.js': 'bfa3cb6d35e383a3848bc95eb95afb4fedfec09cc6703e91f850201d9e566add',
  'dist/theme/components/Llms/index.css': '851d4fd1cbf408704bc9a3bbdb01e70e0189a46772d0fd041324f07442db46de',
  'dist/theme/components/Llms/useMdUrl.js': 'a75fd2bd4165d737a6e2f51a9dc95986e2945ea8188befdb32bfb0c638c0bc4c',
  'dist/theme/components/Nav/NavMenu.css': '1bac2cac54ccf769ef0f64d3fe9c53ac1e86e2c52bc029f5b9defe42c425f015',
  'dist/theme/components/Nav/hooks.js': 'c78b596276cfb44f65976695f9bf5c407643ca18beff3dd35ca0fab8c16db8c4',
  'dist/theme/components/Nav/index.css': '8f89037f08a09addc8371a761272cf2278f4905199d08df126446cd2d9e2f063',
  'dist/theme/components/NavHamburger/index.css': 'b8d0babeefd51ef895e558f73af260b1ecda7bd161b3ae2d5342cda461f27536',
  'dist/theme/components/NavScreen/NavScreenAppearance.css': 'fa5d34ebc3b5641f674956dc98658f6f2489937e42e8154147662b22611c12b3',
  'dist/theme/components/NavScreen/NavScreenLangs.css': 'dec6d2d38fce91f74171a1c5a8991db2534c7fcfd930485dfa7c36d287f9cac2',
  'dist/theme/components/NavScreen/NavScreenMenuItem.css': 'a3737e82f9f3642f592107006721d188fc5db3bb97a41907c1729bbc6000f608',
  'dist/theme/components/NavScreen/index.css': '737fce7ccef9387ee26eeb3b5bcdf4cca222719946d3ac2fae97b4a31fadc71f',
  'dist/theme/components/NavTitle/index.css': '560133210c7940bc01c39c1922f68a449c10f1cd5a9292721f42e7024d237099',
  'dist/theme/components/PackageManagerTabs/icons/Bun.js': '42450a9060d2df9e263361698abc9ec29131f565475ae3e6c2c12dfe6572bb2e',
  'dist/theme/components/Search/NoSearchResult.css': '2d36f09933cb3543e2c113fde15cb33aa88ba692bbaace6d65e39e7a0f6513f7',
  'dist/theme/components/Search/SearchButton.css': '3ec6eb130601022b849975fadb306517aadb47083931000d5e1d7e0fc6f7e0ac',
  'dist/theme/components/Search/SearchPanel.css': '01b6858a08cca092b1720bf22950160a594ccdef5725a51071919bac216bc95a',
  'dist/theme/components/Search/SuggestItem.css': '171114781677a96e71394b0094ef2531a030e520ef0872d7ce2bc4c8226cb262',
  'dist/theme/components/Search/logic/providers/LocalProvider.js': 'f62e50ed9ac68f0547449c6a93fd81c0919f7c292f678b0f3e80ee0f5b0c3607',
  'dist/theme/components/Sidebar/SidebarDivider.js': '93a22711f27a4a649c45e7cc1c6bc6839a65f50c60aa71c2783fa0828a4f76ad',
  'dist/theme/components/Sidebar/SidebarGroup.css': 'a94d8372c82d14973ef8d96b39e5cba4a62c4579cb59f7dd8da11fbb1cb490f4',
  'dist/theme/components/Sidebar/SidebarItem.js': '0b52c18650a41c1568147dddf8b7c8da2d9345b2835a81cf96bd52e16e329ad8',
  'dist/theme/components/Sidebar/SidebarSectionHeader.js': 'f902fd8115e04e1839704216de698ef32c5f364bbae8c470d5fb99de7c38e76d',
  'dist/theme/components/Sidebar/utils.js': '3fb7112bc4b49d7bbfa844df0e197756fab6c5e99314b3c7bf5b6ac91163a30e',
  'dist/theme/components/SocialLinks/SocialLink.js': '2c9ba16dafe4c039736854fb1d1fe57972e0e21d3806325071521edbc5595a11',
  'dist/theme/components/SocialLinks/index.css': '3732089ce0146cf5cea8e6ba20c702e1f29e4afa01845c6e17872509f72bb3e5',
  'dist/theme/components/SwitchAppearance/index.css': 'f187f1af71c0ce134caa9f9ad4eda0f516dd5b40af7aa5539fbbcba4ecee8f0f',
  'dist/theme/components/Tabs/index.css': '96b41482e2bfe2a24aa792202f2bb418327d9c996517939c5b8c02413d9e5f28',
  'dist/theme/layout/NotFountLayout/index.css': '2a5ad296ca9dd74d134d5b51edfcb15e366afa963f7a45905fd5baa5a401bc16',
};
