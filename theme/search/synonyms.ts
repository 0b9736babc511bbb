/**
 * Words readers type for what the pages call otherwise, each with the pages' word. The Chinese
 * glossary (/zh/guide/start/glossary) names them: 消费者 is what micro-frontend writing calls 主应用
 * (基座 in qiankun, 宿主应用 for Host), and 生产者 is 子应用 (远程应用, Remote). The pages say
 * 消费者 and 生产者, so a question about 子应用 finds nothing on the page that answers it without
 * this table. Search looks for the pages' word where the reader's word is not found.
 */
export const SYNONYMS: Readonly<Record<string, readonly string[]>> = {
  主应用: ['消费者'],
  基座: ['消费者'],
  宿主应用: ['消费者'],
  子应用: ['生产者'],
  微应用: ['生产者'],
  远程应用: ['生产者'],
};
