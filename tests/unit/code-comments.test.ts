import { describe, expect, it } from 'vitest';
import { withoutComments } from '../codeComments';

describe('code compared without its comments (Chinese pages)', () => {
  it('lets a translated comment through, in each kind of file', () => {
    const pairs: [string, string, string][] = [
      [
        'a.ts',
        "// the remote\nconst url = 'http://localhost:3001/'; // its port\n/**\n * Doc\n */\nexport {};",
        "// 生产者\n// （子应用）\nconst url = 'http://localhost:3001/'; // 端口\n/** 说明 */\nexport {};",
      ],
      [
        'App.tsx',
        'return (\n  <div>\n    {/* the button */}\n    <Button />\n  </div>\n);',
        'return (\n  <div>\n    {/* 按钮 */}\n    <Button />\n  </div>\n);',
      ],
      ['x.yaml', '# settings\nport: 3000 # the host', '# 设置\nport: 3000 # 消费者'],
      ['index.html', '<!-- root -->\n<div id="root"></div>', '<!-- 挂载点 -->\n<div id="root"></div>'],
    ];
    for (const [file, english, chinese] of pairs) expect(withoutComments(chinese, file), file).toBe(withoutComments(english, file));
  });

  it('still tells code apart, and keeps markers inside strings', () => {
    expect(withoutComments('const a = 1; // one', 'a.ts')).not.toBe(withoutComments('const a = 2; // one', 'a.ts'));
    expect(withoutComments("const url = 'http://x/#top';", 'a.ts')).toBe("const url = 'http://x/#top';");
    expect(withoutComments('color: "#fff"', 'a.yaml')).toBe('color: "#fff"');
    expect(withoutComments('// only a comment\n\nrun();', 'a.js')).toBe('\nrun();');
  });
});
