import { useEffect } from 'react';
import {
  BrowserRouter,
  Link,
  Route,
  Routes,
  useLocation,
  useNavigationType,
} from 'react-router-dom';
import { RemoteApp } from './RemoteApp';

function Home() {
  return <p>Host home page</p>;
}

// The remote app's BrowserRouter reads the URL again only on a popstate
// event. The host's links change the URL with history.pushState or
// replaceState, which fire none, so fire one after each host navigation.
function NotifyRemoteRouter() {
  const location = useLocation();
  const navigationType = useNavigationType();

  useEffect(() => {
    // POP: the first render, or back and forward, where the browser has
    // already fired popstate. The event below also ends as a POP here.
    if (navigationType !== 'POP') {
      window.dispatchEvent(
        new PopStateEvent('popstate', { state: window.history.state }),
      );
    }
  }, [location, navigationType]);

  return null;
}

const App = () => {
  return (
    <BrowserRouter>
      <NotifyRemoteRouter />
      <header>
        <h1>Host</h1>
        <nav>
          <Link to="/">Host home</Link> | <Link to="/remote">Remote app</Link>
        </nav>
      </header>
      <main>
        <Routes>
          <Route path="/" element={<Home />} />
          {/* The trailing /* passes every path below /remote to the remote app */}
          <Route
            path="/remote/*"
            element={<RemoteApp basename="/remote" user="Ada" />}
          />
        </Routes>
      </main>
    </BrowserRouter>
  );
};

export default App;
