% Closures returning closures, handles to local functions passed as values,
% handles stored in cells and called later: every call must run the function's
% own definition whether or not a resolver supplies a body.
add = make_adder(10);
disp(add(5))
twice = compose(@double_it, @double_it);
disp(twice(3))
k = make_adder(1);
inc2 = compose(k, k);
disp(inc2(40))
ops = {@double_it, make_adder(100), @(x) x - 1};
total = 0;
for i = 1:numel(ops)
  f = ops{i};
  total = total + f(2);
end
disp(total)
disp(apply_all(ops, 7))
curry = @(a) @(b) @(c) a * 100 + b * 10 + c;
c1 = curry(1);
c2 = c1(2);
disp(c2(3))
h = @double_it;
disp(func2str(h))
disp(feval(h, 21))
stored = {};
for n = 1:3
  stored{end+1} = make_adder(n * 1000);
end
disp(stored{3}(4) + stored{1}(0))

function f = make_adder(n)
  f = @(x) x + n;
end

function h = compose(f, g)
  h = @(x) f(g(x));
end

function y = double_it(x)
  y = 2 * x;
end

function out = apply_all(fs, v)
  out = zeros(1, numel(fs));
  for i = 1:numel(fs)
    out(i) = fs{i}(v);
  end
end

