% assignment of a scalar into slices of 2x0, 0x2 and 2x1 arrays (Octave's slice.tst cases)
shapes = {[2 0], [0 2], [2 1]};
dims = [11 21 22 31 32 33];
for s = 1:numel(shapes)
  for d = dims
    for k = 0:3
      if k == 0
        idx = [];
      else
        idx = k;
      end
      try
        x = set_slice(shapes{s}, d, idx);
        fprintf('%d %d %d: %s |', s, d, k, mat2str(size(x)));
        fprintf(' %g', x);
        fprintf('\n');
      catch
        fprintf('%d %d %d: error\n', s, d, k);
      end
    end
  end
end

function x = set_slice(sz, dim, slice)
  x = ones(sz);
  switch dim
    case 11
      x(slice) = 2;
    case 21
      x(slice, :) = 2;
    case 22
      x(:, slice) = 2;
    case 31
      x(slice, :, :) = 2;
    case 32
      x(:, slice, :) = 2;
    case 33
      x(:, :, slice) = 2;
  end
end
