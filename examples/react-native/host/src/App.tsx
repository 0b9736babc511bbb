import React, { Suspense, useState } from 'react';
import { ActivityIndicator, Button, SafeAreaView, Text } from 'react-native';

// Nothing of the mini app is downloaded until Info renders for the first time
const Info = React.lazy(() => import('mini/Info'));

export default function App() {
  const [showInfo, setShowInfo] = useState(false);
  return (
    <SafeAreaView style={{ flex: 1, padding: 24, gap: 16 }}>
      <Text>Host app</Text>
      {showInfo ? (
        <Suspense fallback={<ActivityIndicator />}>
          <Info />
        </Suspense>
      ) : (
        <Button title="Load the mini app" onPress={() => setShowInfo(true)} />
      )}
    </SafeAreaView>
  );
}
