import { Platform, StyleSheet, Text, View } from 'react-native';

export default function Info() {
  return (
    <View style={styles.box}>
      <Text style={styles.title}>Info from the mini app</Text>
      <Text>
        Running on {Platform.OS}, rendered with the host's react-native
      </Text>
    </View>
  );
}

const styles = StyleSheet.create({
  box: { padding: 16, borderRadius: 8, backgroundColor: '#eef2ff' },
  title: { fontWeight: '600', marginBottom: 4 },
});
