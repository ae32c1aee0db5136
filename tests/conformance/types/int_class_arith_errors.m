% integer types cannot combine with other integer types
pairs = {int8(1), uint8(1); int16(1), int32(1); uint64(1), int64(1)};
for k = 1:size(pairs, 1)
  try
    r = pairs{k, 1} + pairs{k, 2};
    disp('no error')
  catch e
    fprintf('%s + %s: error\n', class(pairs{k, 1}), class(pairs{k, 2}));
  end
end
