import { BrowserRouter, Link, Route, Routes } from 'react-router-dom';
import { RemoteApp } from './RemoteApp';

function Home() {
  return <p>Host home page</p>;
}

const App = () => {
  return (
    <BrowserRouter>
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
