% nested struct display
s.inner.x = 1;
s.inner.y = 'why';
s.n = 2;
s
