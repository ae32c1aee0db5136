% horzcat, vertcat and cat along dimension 3
horzcat([1 2], [3])
vertcat([1 2], [3 4])
C = cat(3, [1 2], [3 4]);
size(C)
C(:, :, 2)
cat(1, [1; 2], 3)
