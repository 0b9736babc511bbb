import { useEffect, useState } from 'react';

export default function WindowWidth() {
  // Reading window during render: this component cannot run on the server
  const [width, setWidth] = useState(window.innerWidth);

  useEffect(() => {
    const onResize = () => setWidth(window.innerWidth);
    window.addEventListener('resize', onResize);
    return () => window.removeEventListener('resize', onResize);
  }, []);

  return <p>Your window is {width}px wide.</p>;
}
