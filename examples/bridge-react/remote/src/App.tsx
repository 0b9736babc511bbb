import { useState } from 'react';
import { BrowserRouter, Link, Route, Routes } from 'react-router-dom';

export type AppProps = {
  // Set by the bridge: the path under which the host mounts this app
  basename?: string;
  // A prop the host passes to the remote app
  user?: string;
};

function Home({ user }: { user: string }) {
  const [count, setCount] = useState(0);

  return (
    <>
      <p>Remote home, signed in as {user}</p>
      <button type="button" onClick={() => setCount((value) => value + 1)}>
        Remote counter: {count}
      </button>
    </>
  );
}

function About() {
  return <p>About the remote app</p>;
}

export default function App({ basename, user = 'guest' }: AppProps) {
  return (
    // With the bridge router, the basename set by the host takes precedence
    <BrowserRouter basename={basename}>
      <nav>
        <Link to="/">Remote home</Link> | <Link to="/about">Remote about</Link>
      </nav>
      <Routes>
        <Route path="/" element={<Home user={user} />} />
        <Route path="/about" element={<About />} />
      </Routes>
    </BrowserRouter>
  );
}
