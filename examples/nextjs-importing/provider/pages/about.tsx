import type { NextPage } from 'next';

type AboutProps = {
  builtBy: string;
};

const AboutPage: NextPage<AboutProps> = ({ builtBy }) => (
  <main style={{ padding: 32, fontFamily: 'sans-serif' }}>
    <h1>About</h1>
    <p>This page is maintained by {builtBy}.</p>
  </main>
);

AboutPage.getInitialProps = async () => ({ builtBy: 'the provider team' });

export default AboutPage;
