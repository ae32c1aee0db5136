% Input of the image normalization: B images of 2160 x 3840 uniform singles, B x H x W (not timed).
X = rand(B, 2160, 3840, 'single', 'gpuArray');
