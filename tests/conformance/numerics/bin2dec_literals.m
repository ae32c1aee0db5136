fprintf('%d %d %d\n', bin2dec('111'), bin2dec('0b111'), bin2dec('0b111s32'));
fprintf('%d\n', bin2dec('0b11111111s8'));
D = bin2dec(["1111111111" "1111010" "1110"]);
fprintf('%d %d\n', size(D));
fprintf('%d ', D); fprintf('\n');
disp(class(bin2dec('0b11111111s8')))
