z = [3+4i, -1-2i, 2i, 5]
a = abs(z)
ph = angle(z)
cz = conj(z)
re = real(z), im = imag(z)
zz = z .* cz
w = z'
w2 = z.'
p = (1+2i) * (3-1i)
q = (1+2i) / (3-1i)
e = exp(1i * pi)
s = sqrt(-4)
r = roots([1 2 5])
f = fft([1 2 3 4])
g = ifft(fft([1 2 3 4]))
m = [1+1i 2; 3 4-2i]
d = det(m)
iv = inv([2 1i; -1i 2])
n = norm([3+4i 0])
sm = sum(z)
pr = prod([1i 1i])
x = complex(1, 0)
isreal(x)
isreal(1 + 0i)
y = 1e5 * (1 + 1i)
u = [0.001+1i 100]
fprintf('%f\n', 3+4i);
disp(num2str(1+2i))
disp(mat2str([1+2i -3.5i]))
