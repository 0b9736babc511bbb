import { AppRegistry } from 'react-native';
import { withAsyncStartup } from '@module-federation/metro/bootstrap';
import { name as appName } from './app.json';

// The app renders once the federation runtime has set up the shared react and react-native
AppRegistry.registerComponent(
  appName,
  withAsyncStartup(() => require('./src/App')),
);
