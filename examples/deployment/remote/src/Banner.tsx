import './Banner.css';

export default function Banner() {
  return <p className="release-banner">Remote release {RELEASE}</p>;
}
