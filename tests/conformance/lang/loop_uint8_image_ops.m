% uint8 arithmetic in a hot loop over pixels
img = uint8(reshape(0:15:255, 2, 9));
out = img;
for k = 1:numel(img)
  out(k) = img(k) * 2 - 10;
end
out
class(out)
