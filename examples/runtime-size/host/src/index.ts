import('remote/greeting').then(({ greeting }) => {
  document.querySelector('#root')!.textContent = greeting('host');
});
