import { describe, expect, it } from 'vitest';
import { codeHostOf } from '../../components/codeHost';

describe('source badge', () => {
  it('picks the GitLab icon for GitLab hosts and GitHub otherwise', () => {
    expect(codeHostOf('https://gitlab.com/group/project/-/blob/main/src/index.ts')).toBe('gitlab');
    expect(codeHostOf('https://gitlab.internal.dev/a/b')).toBe('gitlab');
    expect(codeHostOf('https://github.com/module-federation/core/blob/main/packages/sdk/src/index.ts')).toBe('github');
  });
});
