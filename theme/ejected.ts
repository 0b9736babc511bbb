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
}

export const EJECTED: EjectedCopy[] = [
  { copy: 'theme/nav/Nav.tsx', originals: ['dist/theme/components/Nav/index.js', 'dist/theme/components/Nav/NavMenu.js'] },
  { copy: 'theme/nav/NavDropdown.tsx', originals: ['dist/theme/components/Nav/NavMenu.js'] },
  {
    copy: 'theme/nav/NavHamburger.tsx',
    originals: [
      'dist/theme/components/NavHamburger/index.js',
      'dist/theme/components/NavHamburger/useNavScreen.js',
      'dist/theme/components/NavScreen/index.js',
      'dist/theme/components/NavScreen/NavScreenMenuItem.js',
    ],
  },
  {
    copy: 'theme/nav/NavPreferences.tsx',
    originals: ['dist/theme/components/NavScreen/NavScreenLangs.js', 'dist/theme/components/NavScreen/NavScreenAppearance.js'],
  },
  { copy: 'theme/nav/NavTitle.tsx', originals: ['dist/theme/components/NavTitle/index.js'] },
  { copy: 'theme/nav/SwitchAppearance.tsx', originals: ['dist/theme/components/SwitchAppearance/index.js'] },
  {
    copy: 'theme/nav/SocialLinks.tsx',
    originals: ['dist/theme/components/SocialLinks/index.js', 'dist/theme/components/SocialLinks/SocialLink.js'],
  },
  {
    copy: 'theme/sidebar/Sidebar.tsx',
    originals: ['dist/theme/components/Sidebar/index.js', 'dist/theme/components/Sidebar/SidebarGroup.js'],
  },
  { copy: 'theme/code/Tabs.tsx', originals: ['dist/theme/components/Tabs/index.js'] },
  {
    copy: 'theme/code/CodeButtonGroup.tsx',
    originals: ['dist/theme/components/CodeButtonGroup/index.js', 'dist/theme/components/CodeButtonGroup/CopyCodeButton.js'],
  },
  { copy: 'theme/content/LlmsCopyButton.tsx', originals: ['dist/theme/components/Llms/LlmsCopyButton.js'] },
  { copy: 'theme/home/HomeHero.tsx', originals: ['dist/theme/components/HomeHero/index.js'] },
  { copy: 'theme/home/HomeFooter.tsx', originals: ['dist/theme/components/HomeFooter/index.js'] },
  { copy: 'theme/layout/NotFoundLayout.tsx', originals: ['dist/theme/layout/NotFountLayout/index.js'] },
  { copy: 'theme/layout/useActiveAnchor.ts', originals: ['dist/theme/hooks/useActiveAnchor.js'] },
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
  'dist/theme/components/Llms/LlmsCopyButton.js': 'e00a158371169aa85eb3a9c7b5354b26b10c89a7f5d8a571230dc978296e465f',
  'dist/theme/components/HomeHero/index.js': '49b5b7c7627f3ee85b96dd28aa266e04417c6942c8324fb52f4278f029257b2b',
  'dist/theme/components/HomeFooter/index.js': 'e461513259c03fa978345ef718f7dd9c30e5d2a88a3afcbda96ea60b7837deeb',
  'dist/theme/layout/NotFountLayout/index.js': '57ea237e2c0bfb3c16bac0bdb6c80c270adf3275e0a46d34b259ade7952f75f3',
  'dist/theme/hooks/useActiveAnchor.js': '876aee9ba7e489f7ed7432155c993b5bd8d4e840614a8aa83103f5990aa0f9c2',
};
