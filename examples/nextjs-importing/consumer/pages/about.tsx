import type { NextPage } from 'next';
import RemoteAbout, { type AboutProps } from 'provider/pages/about';

const AboutPage: NextPage<AboutProps> = (props) => <RemoteAbout {...props} />;

// Defined in the consumer, so it exists whatever the remote module contains
AboutPage.getInitialProps = async (context) =>
  RemoteAbout.getInitialProps
    ? RemoteAbout.getInitialProps(context)
    : { builtBy: 'unknown' };

export default AboutPage;
