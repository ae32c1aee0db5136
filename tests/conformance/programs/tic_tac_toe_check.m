% checking tic-tac-toe boards for a winner
boards = {[1 1 1; 0 2 0; 2 0 2], [1 2 0; 1 2 0; 0 2 1], [1 2 1; 2 1 2; 2 1 2]};
for b = 1:numel(boards)
  B = boards{b};
  winner = 0;
  lines = [B; B'; diag(B)'; diag(fliplr(B))'];
  for k = 1:size(lines, 1)
    if lines(k, 1) ~= 0 && all(lines(k, :) == lines(k, 1))
      winner = lines(k, 1);
      break
    end
  end
  fprintf('board %d: winner %d\n', b, winner);
end
