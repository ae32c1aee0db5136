py.print('Hello from Python')
x = py.len('abc');
fprintf('%d\n', double(x));
