import { expectTypeOf, test } from 'vitest';
import { loadRemote } from '@module-federation/runtime';
import type { ButtonProps } from 'remote/Button';

test('the remote button takes the props the host passes', () => {
  expectTypeOf<ButtonProps>().toHaveProperty('label').toEqualTypeOf<string>();
  expectTypeOf<{ label: string }>().toExtend<ButtonProps>();
});

test('loadRemote is typed from @mf-types', () => {
  expectTypeOf(loadRemote('remote/Button')).resolves.toEqualTypeOf<typeof import('remote/Button')>();
});
