% MINSTD (Park-Miller) generator advanced ten steps on a million seeds at once.
a = 16807; m = 2147483647;
seed = (1:1e6)' * 7919 + 1;
%% timed
state = seed;
for k = 1:10
    state = mod(a * state, m);
end
out = state;
