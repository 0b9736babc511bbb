const {
  shareAll,
  withModuleFederationPlugin,
  DEFAULT_SKIP_LIST,
  DEFAULT_SECONDARIES_SKIP_LIST,
} = require('@angular-architects/module-federation/webpack');

module.exports = withModuleFederationPlugin({
  name: 'mfe1',

  exposes: {
    './Greeting': './projects/mfe1/src/app/greeting.ts',
    './routes': './projects/mfe1/src/app/flights/flights.routes.ts',
    './BookingsModule': './projects/mfe1/src/app/legacy/bookings.module.ts',
  },

  shared: {
    ...shareAll(
      { singleton: true, strictVersion: true, requiredVersion: 'auto' },
      [...DEFAULT_SKIP_LIST, ...DEFAULT_SECONDARIES_SKIP_LIST, 'rxjs/ajax', 'rxjs/fetch', 'rxjs/testing', 'rxjs/webSocket'],
    ),
  },
});
